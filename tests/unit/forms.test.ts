import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api';
import { failureMessage, firstErrorPerField, serverFieldErrors } from '../../src/lib/forms';
import { readServiceType } from '../../src/lib/inquiry';
import { inquiryInputSchema } from '../../src/lib/schemas/inquiry';

describe('firstErrorPerField', () => {
  it('maps the shared schema’s issues to one message per field, in the spec’s words', () => {
    const result = inquiryInputSchema.safeParse({ name: 'J', email: 'nope', phone: '123', message: 'short' });
    expect(result.success).toBe(false);
    expect(firstErrorPerField(result.error!.issues)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      message: 'Message must be at least 10 characters',
    });
  });

  it('keeps the first message of a field and reads dotted server paths', () => {
    expect(
      firstErrorPerField([
        { path: 'email', message: 'first' },
        { path: 'email', message: 'second' },
        { path: 'address.city', message: 'nested' },
        { path: '', message: 'whole form' },
      ]),
    ).toEqual({ email: 'first', address: 'nested' });
  });
});

describe('serverFieldErrors', () => {
  const apiError = (status: number, body: unknown) =>
    new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Bad Request');

  it('reads the issues of a 400 answer', () => {
    const error = apiError(400, {
      error: 'Please enter a valid phone number',
      issues: [{ path: 'phone', message: 'Please enter a valid phone number' }],
    });
    expect(serverFieldErrors(error)).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it('returns null for other statuses, bodies without issues, non-JSON bodies and other errors', () => {
    expect(serverFieldErrors(apiError(500, { error: 'x', issues: [{ path: 'phone', message: 'm' }] }))).toBeNull();
    expect(serverFieldErrors(apiError(400, { error: 'Invalid JSON' }))).toBeNull();
    expect(serverFieldErrors(apiError(400, 'not json'))).toBeNull();
    expect(serverFieldErrors(apiError(400, { issues: [{ path: 1, message: null }] }))).toBeNull();
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('failureMessage', () => {
  it('prefers the server’s error text, else the fallback', () => {
    expect(failureMessage(new ApiError(429, '{"error":"Too many requests"}', 'Too Many Requests'), 'Please try again later')).toBe(
      'Too many requests',
    );
    expect(failureMessage(new ApiError(500, '', 'Internal Server Error'), 'Please try again later')).toBe('Please try again later');
    expect(failureMessage(new TypeError('Failed to fetch'), 'Please try again later')).toBe('Please try again later');
  });
});

describe('readServiceType', () => {
  it('reads a trimmed service title from an open-inquiry detail, else empty', () => {
    expect(readServiceType({ serviceType: '  Objection Mastery ' })).toBe('Objection Mastery');
    expect(readServiceType({ serviceType: '' })).toBe('');
    expect(readServiceType({ serviceType: 42 })).toBe('');
    expect(readServiceType(undefined)).toBe('');
    expect(readServiceType('Objection Mastery')).toBe('');
    expect(readServiceType({ serviceType: 'x'.repeat(500) })).toHaveLength(160);
  });
});
