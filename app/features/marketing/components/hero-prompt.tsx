import { createContext, use, useCallback, useMemo, useRef, useState } from "react";
import type * as React from "react";

/** The home page's prompt box: its text, and a way for other sections to fill it. */
export type PromptBox = {
  /** The text in the box (the textarea is controlled by it). */
  prompt: string;
  setPrompt: (text: string) => void;
  /**
   * Puts `text` in the box, scrolls the box into view and focuses it with the
   * cursor at the end (used by template cards: "use this prompt").
   */
  fillPrompt: (text: string) => void;
  /** Attached to the hero's textarea. */
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
};

const PromptBoxContext = createContext<PromptBox | null>(null);

/**
 * Holds the hero's prompt text for the whole home page, so that sections
 * below the hero (e.g. the template gallery) can copy a prompt into it:
 *
 * ```tsx
 * <PromptBoxProvider>
 *   <Hero />
 *   <TemplateGallery />   // const { fillPrompt } = usePromptBox();
 * </PromptBoxProvider>
 * ```
 */
export function PromptBoxProvider({ initialPrompt = "", children }: { initialPrompt?: string; children: React.ReactNode }) {
  // Hydrating: what the visitor typed before the scripts ran is in the
  // server-rendered box; it wins over the rendered text, so nothing is lost.
  const [prompt, setPrompt] = useState(() => typedBeforeHydration() ?? initialPrompt);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const fillPrompt = useCallback((text: string) => {
    setPrompt(text);
    const textarea = textareaRef.current;
    if (!textarea) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    textarea.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
    textarea.focus({ preventScroll: true });
    // After React has written the new text: put the cursor at its end.
    requestAnimationFrame(() => textarea.setSelectionRange(textarea.value.length, textarea.value.length));
  }, []);

  const value = useMemo(() => ({ prompt, setPrompt, fillPrompt, textareaRef }), [prompt, fillPrompt]);
  return <PromptBoxContext value={value}>{children}</PromptBoxContext>;
}

/** The hero box's current text when it is already in the page (i.e. while hydrating), else null. */
function typedBeforeHydration(): string | null {
  if (typeof document === "undefined") return null;
  const box = document.querySelector(`textarea[${PROMPT_BOX_ATTRIBUTE}]`);
  return box instanceof HTMLTextAreaElement ? box.value : null;
}

/** Marks the hero's textarea (the one box whose text the provider holds). */
export const PROMPT_BOX_ATTRIBUTE = "data-prompt-box";

/** The home page's prompt box; use inside `<PromptBoxProvider>`. */
export function usePromptBox(): PromptBox {
  const box = use(PromptBoxContext);
  if (!box) throw new Error("usePromptBox() must be used inside <PromptBoxProvider>.");
  return box;
}
