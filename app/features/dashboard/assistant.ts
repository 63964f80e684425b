/** A chat message. */
export interface ChatMessage {
  id: string;
  type: "bot" | "user";
  content: string;
}

export const assistantTexts = {
  title: "AI Assistant",
  greeting: "Hi! I'm your AI assistant. Tell me what you'd like to automate and I'll help you set it up.",
  placeholder: "Ask the assistant...",
  send: "Send",
  /** The canned reply, about a second after the user's message. */
  reply: "I understand your request. Let me process that for you...",
  replyDelayMs: 1000,
  /** Shown while the chat cannot run yet (before hydration, or with JavaScript off). */
  needsScripts: "The assistant starts once the page has finished loading (it needs JavaScript).",
} as const;

/** A message is sent only when it is not blank; it is kept as typed. */
export const canSend = (input: string) => input.trim().length > 0;
