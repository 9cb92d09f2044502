import type { Context } from '@netlify/functions';
import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { API_SECURITY_HEADERS } from './api-headers';

/**
 * Request plumbing shared by every function: JSON errors, method guard, body limits, content
 * type, same-origin check and zod validation. Each helper returns either the value or the
 * Response to send, so a function reads top to bottom with early returns and never throws a 500
 * for bad input.
 */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;

/** The hidden form field bots fill in. Requests that fill it are accepted and then ignored. */
export const HONEYPOT_FIELD = 'website';

export type Result<T> = { ok: true; value: T } | { ok: false; response: Response };

export interface FieldIssue {
  path: string;
  message: string;
}

/** The API security headers merged under the given ones (given headers win, e.g. a streaming response's Content-Type). */
export function apiHeaders(headers?: HeadersInit): Headers {
  const merged = new Headers(API_SECURITY_HEADERS);
  if (headers)
    new Headers(headers).forEach((value, name) => (name === 'set-cookie' ? merged.append(name, value) : merged.set(name, value)));
  return merged;
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, headers?: HeadersInit): Response {
  return Response.json({ error, ...extra }, { status, headers: apiHeaders(headers) });
}

export function jsonOk(body: unknown, init: ResponseInit = {}): Response {
  return Response.json(body, { ...init, headers: apiHeaders(init.headers) });
}

/** A non-JSON API response (the chat's event stream) with the same security headers. */
export function apiResponse(body: BodyInit | null, init: ResponseInit = {}): Response {
  return new Response(body, { ...init, headers: apiHeaders(init.headers) });
}

export function requireMethod(req: Request, ...allowed: string[]): Response | null {
  if (allowed.includes(req.method)) return null;
  return jsonError(405, `Method ${req.method} not allowed`, {}, { Allow: allowed.join(', ') });
}

/**
 * Browsers always send Origin on cross-site POSTs; a different host than ours means another
 * site is trying to post on a visitor's behalf. Requests without Origin (curl, server-to-server)
 * are allowed: they carry no visitor's cookies.
 */
export function requireSameOrigin(req: Request): Response | null {
  const origin = req.headers.get('origin');
  if (!origin) return null;
  try {
    if (new URL(origin).host === new URL(req.url).host) return null;
  } catch {
    // An unparseable Origin is treated like a foreign one.
  }
  return jsonError(403, 'Cross-site requests are not allowed');
}

/** Reads a JSON object body: 415 without a JSON content type, 413 over the cap, 400 if not a JSON object. */
export async function readJsonObject(req: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<Result<Record<string, unknown>>> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return { ok: false, response: jsonError(415, 'Content-Type must be application/json') };
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, response: tooLarge(maxBytes) };

  const text = await readTextCapped(req, maxBytes);
  if (text === null) return { ok: false, response: tooLarge(maxBytes) };

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, 'Request body is not valid JSON') };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, response: jsonError(400, 'Request body must be a JSON object') };
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}

function tooLarge(maxBytes: number): Response {
  return jsonError(413, `Request body must be at most ${Math.round(maxBytes / 1024)} KB`);
}

/** Streams the body and stops as soon as it passes the cap (a missing Content-Length cannot sneak past). */
async function readTextCapped(req: Request, maxBytes: number): Promise<string | null> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** True when a bot filled the honeypot; the caller answers success and stores nothing. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** Removes the honeypot field so strict schemas only see real fields. */
export function withoutHoneypot(body: Record<string, unknown>): Record<string, unknown> {
  const { [HONEYPOT_FIELD]: _ignored, ...rest } = body;
  return rest;
}

export function toFieldIssues(error: core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Validates with a shared schema: 400 `{error, issues}` with the schema's own messages on failure. */
export function validate<S extends core.$ZodType>(schema: S, input: unknown): Result<core.output<S>> {
  const parsed = safeParse(schema, input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = toFieldIssues(parsed.error);
  return { ok: false, response: jsonError(400, issues[0]?.message ?? 'Invalid request', { issues }) };
}

/** The client's address: Netlify's context, else its header, else a fixed bucket for local runs. */
export function clientIp(req: Request, context?: Pick<Context, 'ip'>): string {
  return (
    context?.ip || req.headers.get('x-nf-client-connection-ip') || req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local'
  );
}
