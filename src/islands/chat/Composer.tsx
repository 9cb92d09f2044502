import { useId, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { CHAT_PROMPT_MAX } from '../../lib/schemas/chat';

/** Message box: Enter sends, Shift+Enter adds a line; Send is disabled when empty or a reply is pending. */
export function Composer({
  pending,
  onSend,
  autoFocus = false,
}: {
  pending: boolean;
  onSend: (text: string) => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const canSend = text.trim().length > 0 && !pending;

  const submit = (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        Message the AI Coach
      </label>
      <textarea
        id={id}
        className="field max-h-40 min-h-12 flex-1 resize-none"
        rows={1}
        maxLength={CHAT_PROMPT_MAX}
        placeholder="Ask your coach..."
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn-primary" disabled={!canSend} aria-label="Send message">
        {pending ? <span className="chat-spinner" aria-hidden="true" /> : 'Send'}
      </button>
    </form>
  );
}
