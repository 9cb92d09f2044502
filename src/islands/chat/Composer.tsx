import { useEffect, useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { formText } from '../../lib/forms';
import { CHAT_PROMPT_MAX } from '../../lib/schemas/chat';

/**
 * Message box: Enter sends, Shift+Enter adds a line; Send is disabled while a reply is pending and,
 * once the code runs, while the box is empty. The box is uncontrolled and read on submit, so what a
 * rep typed or pasted before the code arrived stays; `data-enter-submits` tells the early-interaction
 * hold (src/directives/) that Enter here sends, so an early Enter is kept and sent once React listens.
 */
export function Composer({
  pending,
  onSend,
  autoFocus = false,
}: {
  pending: boolean;
  onSend: (text: string) => void;
  autoFocus?: boolean;
}) {
  // Mirrors whether the box holds text, for the Send button only; null until the code runs, so the
  // server-rendered button is never disabled for an empty box the rep may already have filled.
  const [hasText, setHasText] = useState<boolean | null>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => setHasText(Boolean(boxRef.current?.value.trim())), []);

  const submit = (form: HTMLFormElement | null) => {
    const text = form ? formText(new FormData(form), 'message') : '';
    if (!text.trim() || pending) return;
    onSend(text);
    form?.reset();
    setHasText(false);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(event.currentTarget);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(event.currentTarget.form);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        Message the AI Coach
      </label>
      <textarea
        ref={boxRef}
        id={id}
        name="message"
        data-enter-submits
        className="field max-h-40 min-h-12 flex-1 resize-none"
        rows={1}
        maxLength={CHAT_PROMPT_MAX}
        placeholder="Ask your coach..."
        defaultValue=""
        autoFocus={autoFocus}
        onInput={(event) => setHasText(Boolean(event.currentTarget.value.trim()))}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn-primary" disabled={pending || hasText === false} aria-label="Send message">
        {pending ? <span className="chat-spinner" aria-hidden="true" /> : 'Send'}
      </button>
    </form>
  );
}
