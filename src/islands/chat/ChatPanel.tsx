import { useEffect, useId, useRef } from 'react';
import { PRACTICE_PERSONA_INFO } from '../../lib/practice-personas';
import { CHAT_SUGGESTIONS, PRACTICE_PERSONAS, type PracticePersonaId } from '../../lib/schemas/chat';
import { $practicePersona, clearConversation } from '../../stores/chat';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useChat } from './useChat';

/**
 * The conversation UI (messages, suggestions, practice mode, composer), used inside the floating
 * widget and on /tools/chatbot. Both read the same store, so it is one conversation.
 */
export function ChatPanel({ autoFocus = false }: { autoFocus?: boolean }) {
  const { messages, pending, persona, send } = useChat();
  const practiceId = useId();
  const practiceSelect = useRef<HTMLSelectElement>(null);

  const startPractice = (next: PracticePersonaId | null) => {
    $practicePersona.set(next);
    if (next) void send(`Let's practise: you are the ${PRACTICE_PERSONA_INFO[next].label}. I'll start the conversation.`);
  };

  // A persona chosen in the server-rendered page (/tools/chatbot) before this code ran: hydration
  // leaves a select's choice in the page but not in the store, so apply it once, on mount.
  useEffect(() => {
    const chosen = (practiceSelect.current?.value || null) as PracticePersonaId | null;
    if (chosen !== $practicePersona.get()) startPractice(chosen);
    // Mount only: afterwards every change arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-[var(--line)] px-4 py-2 text-sm">
        <label htmlFor={practiceId} className="font-semibold">
          Practice mode
        </label>
        <select
          id={practiceId}
          ref={practiceSelect}
          className="field min-h-10 w-auto flex-1 py-1"
          value={persona ?? ''}
          disabled={pending}
          onChange={(event) => startPractice((event.target.value || null) as PracticePersonaId | null)}
        >
          <option value="">Off: coaching</option>
          {PRACTICE_PERSONAS.map((id) => (
            <option key={id} value={id}>
              {PRACTICE_PERSONA_INFO[id].label}
            </option>
          ))}
        </select>
        {persona && (
          <button
            type="button"
            className="btn btn-outline min-h-10 px-3 py-1"
            disabled={pending}
            onClick={() => void send('Score my conversation against the four stages.', 'score')}
          >
            Score me
          </button>
        )}
      </div>
      {persona && <p className="muted border-b border-[var(--line)] px-4 py-2 text-sm">{PRACTICE_PERSONA_INFO[persona].brief}</p>}

      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        <MessageList messages={messages} pending={pending} />
        {messages.length <= 1 && (
          <div className="mt-4 flex flex-col gap-2">
            <p className="muted text-sm">Try asking:</p>
            {CHAT_SUGGESTIONS.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                className="btn btn-outline justify-start text-left text-sm"
                disabled={pending}
                onClick={() => void send(suggestion)}
              >
                {suggestion}
              </button>
            ))}
          </div>
        )}
      </div>

      <div className="border-t border-[var(--line)] p-3">
        <Composer pending={pending} onSend={(text) => void send(text)} autoFocus={autoFocus} />
        <div className="mt-1 flex justify-between">
          <p className="muted text-xs">Never type patient names or other identifiers.</p>
          {messages.length > 1 && (
            <button type="button" className="muted text-xs underline" onClick={clearConversation} disabled={pending}>
              New conversation
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
