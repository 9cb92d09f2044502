import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex of a string: Blobs keys derived from secrets or personal data never hold them in clear. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Constant-time string comparison of any lengths: both sides are hashed to 32 bytes first, so
 * neither the content nor the length of the secret leaks through timing.
 */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

export function hmacBase64Url(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}
