import { useEffect, useRef } from 'react';
import { ApiError, postJson } from '../../lib/api';
import { isNetworkFailure } from '../../lib/network';
import {
  ANSWERED_LATER_NOTICE,
  deferredFor,
  forgetDeferred,
  type DeferredQuestion,
  type DeferredTool,
} from '../../coach/deferred-questions';

/**
 * Asks the full coach the questions this tool saved while offline, once the page is online (at
 * mount and whenever the connection returns), and hands each answer to the island with a notice.
 * A question stays saved until it is answered; a refused one (4xx) is dropped.
 */
export function useDeferredAnswers<T extends { notices: string[] }>(
  tool: DeferredTool,
  onAnswer: (question: DeferredQuestion, answer: T) => void,
) {
  // The latest callback, without restarting the effect when the island re-renders.
  const handler = useRef(onAnswer);
  useEffect(() => {
    handler.current = onAnswer;
  });
  useEffect(() => {
    let running = false;
    const flush = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      try {
        for (const question of await deferredFor(tool)) {
          try {
            const answer = await postJson<T>(question.url, question.body);
            await forgetDeferred(question.id);
            handler.current(question, { ...answer, notices: [ANSWERED_LATER_NOTICE, ...answer.notices] });
          } catch (error) {
            // Still no connection, or the server is struggling: keep it and try again later.
            if (isNetworkFailure(error) || (error instanceof ApiError && error.status >= 500)) break;
            await forgetDeferred(question.id);
          }
        }
      } finally {
        running = false;
      }
    };
    const onOnline = () => void flush();
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [tool]);
}
