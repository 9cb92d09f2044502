import { signValue, verifyValue } from './signing';

/**
 * The hand-off to the background function (15-minute limit) that does the weekly send. Both the
 * Monday schedule and the admin's 'Send now' POST to it; its URL is public, so the request carries
 * a short-lived signature and anything else gets 401.
 */
const BACKGROUND_SEND_PATH = '/.netlify/functions/newsletter-send-background';
export const TRIGGER_HEADER = 'x-spartan-newsletter-trigger';
const PURPOSE = 'newsletter-send';
const TRIGGER_VALID_MS = 5 * 60 * 1000;

interface TriggerBody {
  origin: string;
  trigger: 'schedule' | 'admin';
}

export function triggerSignature(trigger: TriggerBody['trigger'], now = Date.now()): string {
  return signValue(PURPOSE, trigger, now + TRIGGER_VALID_MS);
}

export function verifyTrigger(req: Request, now = Date.now()): TriggerBody['trigger'] | null {
  const verified = verifyValue(PURPOSE, req.headers.get(TRIGGER_HEADER) ?? '', now);
  return verified.ok && (verified.payload === 'schedule' || verified.payload === 'admin') ? verified.payload : null;
}

/** Starts the background send. Netlify answers 202 at once; the local server runs it before answering. */
export async function startBackgroundSend(origin: string, trigger: TriggerBody['trigger']): Promise<boolean> {
  const body: TriggerBody = { origin, trigger };
  const response = await fetch(`${origin}${BACKGROUND_SEND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TRIGGER_HEADER]: triggerSignature(trigger) },
    body: JSON.stringify(body),
  });
  return response.status === 202 || response.ok;
}
