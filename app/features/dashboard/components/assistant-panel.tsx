import { useEffect, useId, useRef, useState } from "react";
import { assistantTexts, canSend, type ChatMessage } from "#app/features/dashboard/assistant.ts";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Card } from "#app/ui/card.tsx";

let counter = 0;
const nextId = () => `m${Date.now().toString(36)}-${++counter}`;

/**
 * The AI Assistant panel: a sent message is the user's; about a
 * second later the canned reply follows. Blank input cannot be sent.
 */
export function AssistantPanel() {
  const inputId = useId();
  // The chat runs in the browser: until it does, nothing can be typed and lost.
  const hydrated = useHydrated();
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: "greeting", type: "bot", content: assistantTexts.greeting }]);
  const [input, setInput] = useState("");
  const timers = useRef<number[]>([]);
  const conversation = useRef<HTMLOListElement>(null);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  useEffect(() => {
    // The newest message in view: only the conversation scrolls, never the page around it.
    const list = conversation.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  function send() {
    if (!canSend(input)) return;
    setMessages((current) => [...current, { id: nextId(), type: "user", content: input }]);
    setInput("");
    timers.current.push(
      window.setTimeout(() => {
        setMessages((current) => [...current, { id: nextId(), type: "bot", content: assistantTexts.reply }]);
      }, assistantTexts.replyDelayMs),
    );
  }

  return (
    <Card as="section" aria-labelledby={`${inputId}-title`} padding="none" className="flex h-[32rem] flex-col">
      <h2 id={`${inputId}-title`} className="border-b px-4 py-3 text-base font-semibold">
        {assistantTexts.title}
      </h2>
      <ol ref={conversation} aria-live="polite" aria-label="Conversation" className="flex-1 space-y-3 overflow-y-auto p-4">
        {messages.map((message) => (
          <li key={message.id} data-type={message.type} className={message.type === "user" ? "flex justify-end" : "flex justify-start"}>
            <p
              className={
                message.type === "user"
                  ? "max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-sm whitespace-pre-wrap text-primary-foreground"
                  : "max-w-[85%] rounded-2xl rounded-bl-sm bg-muted px-3.5 py-2 text-sm whitespace-pre-wrap"
              }
            >
              <span className="sr-only">{message.type === "user" ? "You: " : "Assistant: "}</span>
              {message.content}
            </p>
          </li>
        ))}
      </ol>
      <form
        className="flex gap-2 border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Message the assistant
        </label>
        <Input
          id={inputId}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={assistantTexts.placeholder}
          autoComplete="off"
          disabled={!hydrated}
          aria-describedby={hydrated ? undefined : `${inputId}-why`}
        />
        <Button type="submit" disabled={!canSend(input)}>
          {assistantTexts.send}
        </Button>
      </form>
      {!hydrated && (
        <p id={`${inputId}-why`} className="border-t px-4 py-2 text-xs text-muted-foreground">
          {assistantTexts.needsScripts}
        </p>
      )}
    </Card>
  );
}
