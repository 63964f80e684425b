import { Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { editorTexts } from "#app/features/blog/editor-texts.ts";
import { buttonVariants } from "#app/ui/button.tsx";

/** What a visitor who may not write sees instead of the editor. */
export function WritePrompt({ signedIn, redirectTo }: { signedIn: boolean; redirectTo: string }) {
  const texts = signedIn ? editorTexts.noRole : editorTexts.signInPrompt;
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
      <p className="mt-3 text-muted-foreground">{texts.description}</p>
      <div className="mt-8 flex justify-center gap-3">
        {signedIn ? null : (
          <Link to={`${href("/sign-in")}?${new URLSearchParams({ redirectTo })}`} className={buttonVariants()}>
            Sign in
          </Link>
        )}
        <Link to={href("/blog")} className={buttonVariants({ variant: "outline" })}>
          {editorTexts.backToBlog}
        </Link>
      </div>
    </section>
  );
}
