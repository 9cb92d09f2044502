import { useRef, useState } from 'react';

/** How one request ended, for a tool that reacts once (a toast); null when a newer one replaced it. */
export type RequestOutcome<Answer, Failure> = { ok: true; answer: Answer } | { ok: false; failure: Failure } | null;

/**
 * The request lifecycle the Field Kit tools share: one request in flight at a time as far as the
 * screen is concerned (a newer request's outcome replaces an older one's, which is dropped), the
 * latest answer, and the failure of the latest request as the tool words it (`describeFailure`).
 *
 * A failure leaves the last answer in place and nothing is read from or written to the form: the
 * fields are uncontrolled, so what the rep typed is still there to send again. `retry` sends the
 * last input again, adjusted (a correction of what the coach understood, say). `show` puts an
 * answer that arrived another way (a question saved offline, answered later) on screen.
 */
export function useToolRequest<Input, Answer, Failure = string>(
  send: (input: Input) => Promise<Answer>,
  describeFailure: (error: unknown) => Failure,
) {
  const [inFlight, setInFlight] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Counts answers, so a view that is filled once per answer (an editable box) can use it as key.
  const [answerKey, setAnswerKey] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const latest = useRef(0);
  const lastInput = useRef<{ input: Input } | null>(null);

  const show = (next: Answer) => {
    setAnswer(next);
    setAnswerKey((count) => count + 1);
    setFailure(null);
  };

  async function run(input: Input): Promise<RequestOutcome<Answer, Failure>> {
    const current = ++latest.current;
    lastInput.current = { input };
    setInFlight(true);
    try {
      const next = await send(input);
      if (current !== latest.current) return null;
      show(next);
      return { ok: true, answer: next };
    } catch (error) {
      if (current !== latest.current) return null;
      const described = describeFailure(error);
      setFailure(described);
      return { ok: false, failure: described };
    } finally {
      if (current === latest.current) setInFlight(false);
    }
  }

  const retry = (adjust: (last: Input) => Input = (last) => last) =>
    lastInput.current ? run(adjust(lastInput.current.input)) : Promise.resolve(null);

  return { inFlight, answer, answerKey, failure, run, retry, show };
}
