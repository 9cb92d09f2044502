import { privacyNotice, redactPatientIdentifiers, type IdentifierKind } from '../coach/guard/privacy';
import {
  LINK_DAYS_DEFAULT,
  LINK_MESSAGES,
  assignmentSchema,
  sharedScorecardSchema,
  type OpenedLink,
  type SharedScorecard,
} from '../lib/schemas/practice-links';
import { hmacBase64Url, safeEqual } from './secrets';

/**
 * Signed, expiring practice links, stateless: the token is the payload (base64url JSON) and an
 * HMAC-SHA256 of it under a server secret, so nothing is stored and any device can open it. A
 * changed byte fails the signature; an old token fails its expiry. Free text is passed through the
 * privacy guard before signing, so no patient identifier ever rides in a link.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type LinkSecretSource = () => string | null;

/** PRACTICE_LINK_SECRET, else SESSION_SECRET (at least 32 characters); null when neither is set. */
export const linkSecret: LinkSecretSource = () => {
  const secret = process.env.PRACTICE_LINK_SECRET || process.env.SESSION_SECRET || '';
  return secret.length >= 32 ? secret : null;
};

/** A scorecard with every free-text field through the privacy guard. */
export function redactScorecard(card: SharedScorecard): { card: SharedScorecard; notice?: string } {
  const found = new Set<IdentifierKind>();
  const clean = (text: string) => {
    const result = redactPatientIdentifiers(text);
    for (const kind of result.found) found.add(kind);
    return result.text;
  };
  const out: SharedScorecard = {
    ...card,
    checks: card.checks.map((check) => ({
      ...check,
      ...(check.evidence ? { evidence: clean(check.evidence) } : {}),
      wouldPass: clean(check.wouldPass),
    })),
    ...(card.transcript ? { transcript: card.transcript.map((turn) => ({ ...turn, text: clean(turn.text) })) } : {}),
  };
  return { card: out, notice: privacyNotice([...found]) };
}

export function signLink(secret: string, payload: { kind: OpenedLink['kind']; data: unknown }, days = LINK_DAYS_DEFAULT, now = Date.now()) {
  const expiresAt = new Date(now + days * DAY_MS).toISOString();
  const body = Buffer.from(JSON.stringify({ k: payload.kind, d: payload.data, e: expiresAt })).toString('base64url');
  return { token: `${body}.${hmacBase64Url(secret, body)}`, expiresAt };
}

export type OpenResult = { ok: true; link: OpenedLink } | { ok: false; status: 400 | 410; error: string };

export function openLink(secret: string, token: string, now = Date.now()): OpenResult {
  const tampered = { ok: false, status: 400, error: LINK_MESSAGES.tampered } as const;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || !safeEqual(signature, hmacBase64Url(secret, body))) return tampered;
  let raw: { k?: unknown; d?: unknown; e?: unknown };
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof raw;
  } catch {
    return tampered;
  }
  if (typeof raw.e !== 'string' || Number.isNaN(Date.parse(raw.e))) return tampered;
  if (Date.parse(raw.e) <= now) return { ok: false, status: 410, error: LINK_MESSAGES.expired };
  if (raw.k === 'assignment') {
    const parsed = assignmentSchema.safeParse(raw.d);
    return parsed.success ? { ok: true, link: { kind: 'assignment', assignment: parsed.data, expiresAt: raw.e } } : tampered;
  }
  if (raw.k === 'scorecard') {
    const parsed = sharedScorecardSchema.safeParse(raw.d);
    return parsed.success ? { ok: true, link: { kind: 'scorecard', scorecard: parsed.data, expiresAt: raw.e } } : tampered;
  }
  return tampered;
}
