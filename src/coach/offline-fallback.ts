import { isNetworkFailure, ON_DEVICE_NOTICE } from '../lib/network';
import { DEFERRED_NOTICE, deferQuestion, rememberEngine, siteAnswersWithGemini, type DeferredQuestion } from './deferred-questions';
import { ON_DEVICE_MEASURES } from './on-device-measures';
import type { CoachResult, CoachTask } from './types';

/**
 * The offline coach in the browser: the same engine code the server uses, imported only when a
 * request fails for want of a connection, so a page with signal never downloads it. Each step is
 * timed with User Timing (on-device-measures.ts) for `npm run bench`.
 */

/**
 * Requests that touch every part of the engine an offline answer uses (the compliance gate and its
 * refusal, the privacy guard, the knowledge index, the metric arithmetic, the objection matcher and
 * its misspelling index, the playbook, research and email composers), so their indexes are built,
 * their regular expressions compiled and their code optimised before the rep's own request. One runs
 * per idle period. On the phone profile's CPU a cold engine's first answer takes 65-130 ms. Measured
 * in Node on this machine, the first email and research answers after a warm-up of only the first
 * three requests took 2.5-4 times as long as after all of them.
 */
const WARM_UP_TASKS: CoachTask[] = [
  { kind: 'chat', prompt: 'How do I get more referrals from a skilled nursing facility?', history: [] },
  { kind: 'objection', objection: 'We already have a hospice we are happy with.' },
  { kind: 'playbook', scenario: 'New hospital case management team that has never referred to us.' },
  { kind: 'research', query: 'What are the LCD indicators for heart failure?' },
  { kind: 'chat', prompt: 'Our average length of stay is 62 days and the median 18. How do we compare?', history: [] },
  {
    kind: 'email',
    templateType: 'follow_up',
    context: 'Met the director of nursing at the in-service; she asked about weekend admissions.',
  },
  { kind: 'objection', objection: 'famly doesnt want hospis yet' },
  { kind: 'chat', prompt: 'Can I buy lunch for the discharge planners so they send us referrals?', history: [] },
];

const whenIdle = (work: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(() => work()) : setTimeout(work, 50));

let warming: Promise<void> | undefined;

/** Loads the engine and runs the warm-up requests, one per idle period, once per page. */
function warmUpOnDevice(): Promise<void> {
  warming ??= (async () => {
    const start = performance.now();
    const { runCoach } = await import('./engine');
    for (const task of WARM_UP_TASKS) {
      await new Promise<void>((resolve) => whenIdle(resolve));
      await runCoach(task);
    }
    performance.measure(ON_DEVICE_MEASURES.warmUp, { start });
  })().catch((error: unknown) => console.warn('The offline coach could not be prepared', error));
  return warming;
}

/**
 * While the device has no connection (at load, or when it drops), prepares the offline coach in
 * idle time so the rep's first request is answered at once. Returns the clean-up for an effect.
 */
export function prepareCoachWhileOffline(): () => void {
  const prepare = () => whenIdle(() => void warmUpOnDevice());
  if (!navigator.onLine) prepare();
  window.addEventListener('offline', prepare);
  return () => window.removeEventListener('offline', prepare);
}

/** Answers `task` with the offline coach on this device. */
export async function runCoachOnDevice(task: CoachTask): Promise<CoachResult> {
  const loadStart = performance.now();
  const { runCoach } = await import('./engine');
  performance.measure(ON_DEVICE_MEASURES.load, { start: loadStart });
  const answerStart = performance.now();
  const result = await runCoach(task);
  performance.measure(ON_DEVICE_MEASURES.answer, { start: answerStart, detail: { kind: task.kind } });
  // A connection that fails while the browser believes it is online sends no 'offline' event:
  // this failure is the sign, so the rest of the engine is prepared now for the next request.
  whenIdle(() => void warmUpOnDevice());
  return result;
}

/**
 * Calls the API; when there is no connection, answers with the offline coach on the device instead.
 * With `defer`, a question the offline coach can only ask back about, on a site that answers with
 * Gemini, is also saved for the full coach to answer when the connection returns (deferred-questions.ts).
 */
export async function withOfflineCoach<T extends { engine: string }>(
  online: () => Promise<T>,
  task: CoachTask,
  toResponse: (result: CoachResult) => T,
  defer?: Omit<DeferredQuestion, 'id' | 'savedAt'>,
): Promise<T> {
  try {
    const response = await online();
    rememberEngine(response.engine);
    return response;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const result = await runCoachOnDevice(task);
    const notices = [ON_DEVICE_NOTICE, ...result.notices];
    if (defer && result.understanding && result.understanding.outcome !== 'answer' && siteAnswersWithGemini()) {
      await deferQuestion(defer);
      notices.unshift(DEFERRED_NOTICE);
    }
    return toResponse({ ...result, notices });
  }
}
