import { notify } from "#app/ui/toaster.tsx";
import { Share2 } from "lucide-react";

/**
 * Share: the browser's share sheet with title, excerpt and
 * address; where there is none, the address goes to the clipboard. Errors
 * (including the visitor closing the sheet) are only logged. Hidden where
 * scripts cannot run (`scripting: none`), since it needs them.
 */
export function ShareButton({ title, excerpt }: { title: string; excerpt: string }) {
  async function share() {
    const url = window.location.href;
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, text: excerpt, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      void notify({ title: "Link copied!", description: "The post URL has been copied to your clipboard.", variant: "success" });
    } catch (error) {
      console.info("share failed", error);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void share()}
      className="inline-flex h-9 items-center noscript:hidden gap-2 rounded-full border bg-background px-3.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
    >
      <Share2 className="size-4" />
      Share
    </button>
  );
}
