import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useOfflineCoachWarmUp } from '../useOfflineCoachWarmUp';
import { sendChat } from '../../lib/chat-client';
import { CHAT_FAILURE_MESSAGE, contextToSend, type ChatMessage, type PracticePersonaId } from '../../lib/schemas/chat';
import { runCoachOnDevice } from '../../coach/offline-fallback';
import { isNetworkFailure, ON_DEVICE_NOTICE } from '../../lib/network';
import { $messages, $pending, $practicePersona, appendMessage, loadHistory, updateLastMessage } from '../../stores/chat';

let historyLoaded = false;

/** The conversation and the one way to send to it, shared by the widget and the chatbot page. */
export function useChat() {
  const messages = useStore($messages);
  const pending = useStore($pending);
  const persona = useStore($practicePersona);

  useOfflineCoachWarmUp();
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
      await sendChat({ prompt, history, practice: practicePersona ? { persona: practicePersona, action } : undefined }, (textSoFar) => {
        if (!started) {
          started = true;
          appendMessage({ role: 'model', content: textSoFar, timestamp: Date.now() });
        } else {
          updateLastMessage(textSoFar);
        }
      });
      updateLastMessage($messages.get().at(-1)?.content ?? '', true);
    } catch (error) {
      console.warn('Chat request failed', error);
      // No connection: the offline coach answers on the device (loaded only now). Any other
      // failure, or a half-streamed reply, gets the spec's failure message.
      const offline = !started && isNetworkFailure(error) ? await answerOnDevice(prompt, history, practicePersona, action) : null;
      if (offline) appendMessage({ role: 'model', content: offline, timestamp: Date.now() });
      else if (started) updateLastMessage(CHAT_FAILURE_MESSAGE, true);
      else appendMessage({ role: 'model', content: CHAT_FAILURE_MESSAGE, timestamp: Date.now() });
    } finally {
      $pending.set(false);
    }
  };

  return { messages, pending, persona, send };
}

/** The offline coach's reply, computed in the browser, labelled as such; null if it cannot run. */
async function answerOnDevice(
  prompt: string,
  history: ChatMessage[],
  persona: PracticePersonaId | null,
  action: 'reply' | 'score',
): Promise<string | null> {
  try {
    const result = await runCoachOnDevice({
      kind: 'chat',
      prompt,
      history: contextToSend(history, Boolean(persona)).map(({ role, content }) => ({ role, content })),
      ...(persona ? { practice: { persona, action } } : {}),
    });
    return `*${ON_DEVICE_NOTICE}*\n\n${result.text}`;
  } catch (error) {
    console.warn('The offline coach could not answer', error);
    return null;
  }
}
