import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { sendChat } from '../../lib/chat-client';
import { CHAT_FAILURE_MESSAGE } from '../../lib/chat-rules';
import { $messages, $pending, $practicePersona, appendMessage, loadHistory, updateLastMessage } from '../../stores/chat';

let historyLoaded = false;

/** The conversation and the one way to send to it, shared by the widget and the chatbot page. */
export function useChat() {
  const messages = useStore($messages);
  const pending = useStore($pending);
  const persona = useStore($practicePersona);

  useEffect(() => {
    if (!historyLoaded) {
      historyLoaded = true;
      loadHistory();
    }
  }, []);

  const send = async (text: string, action: 'reply' | 'score' = 'reply') => {
    const prompt = text.trim();
    if (!prompt || $pending.get()) return;
    const history = $messages.get();
    appendMessage({ role: 'user', content: prompt, timestamp: Date.now() });
    $pending.set(true);
    let started = false;
    const practicePersona = $practicePersona.get();
    try {
      await sendChat(
        { prompt, history, practice: practicePersona ? { persona: practicePersona, action } : undefined },
        (textSoFar) => {
          if (!started) {
            started = true;
            appendMessage({ role: 'model', content: textSoFar, timestamp: Date.now() });
          } else {
            updateLastMessage(textSoFar);
          }
        },
      );
      updateLastMessage($messages.get().at(-1)?.content ?? '', true);
    } catch (error) {
      console.warn('Chat request failed', error);
      // A half-streamed reply is replaced by the failure message rather than left cut off.
      if (started) updateLastMessage(CHAT_FAILURE_MESSAGE, true);
      else appendMessage({ role: 'model', content: CHAT_FAILURE_MESSAGE, timestamp: Date.now() });
    } finally {
      $pending.set(false);
    }
  };

  return { messages, pending, persona, send };
}
