import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { EngineDeps } from '../../src/coach/engine';
import { coachDeps } from '../../src/server/coach';
import { startFakeGemini, type FakeGemini, type RecordedRequest } from '../fixtures/fake-gemini';

/**
 * The keyed engine for the eval sets: the server's own wiring (coachDeps: Gemini through the real
 * @google/genai SDK, compromise names, the real Gemini-error logger) pointed at the fake Gemini
 * server with GOOGLE_GEMINI_BASE_URL, without the Blobs budget (covered in ai-api.test.ts).
 */
export function useFakeGemini(): { fake: () => FakeGemini; deps: () => EngineDeps } {
  let fake: FakeGemini;
  const savedEnv = { ...process.env };
  beforeAll(async () => {
    fake = await startFakeGemini();
  });
  afterAll(async () => {
    await fake.stop();
    process.env = savedEnv;
  });
  beforeEach(() => {
    fake.reset();
    process.env.GOOGLE_GEMINI_BASE_URL = fake.url;
    process.env.GEMINI_API_KEY = 'test-key';
    process.env.GEMINI_TIMEOUT_MS = '5000';
    process.env.GEMINI_DEADLINE_MS = '12000';
    process.env.GEMINI_RETRY_DELAY_MS = '10';
  });
  return { fake: () => fake, deps: () => ({ ...coachDeps(), budget: undefined }) };
}

/** Everything a recorded request carried from the visitor: the conversation contents (not the fixed system instruction). */
export function sentContents(request: RecordedRequest): string {
  return (request.body.contents ?? []).flatMap((content) => (content.parts ?? []).map((part) => part.text ?? '')).join('\n');
}

/** The contents and the system instruction (practice mode puts nothing of the visitor's there, but check). */
export function sentText(request: RecordedRequest): string {
  return [sentContents(request), ...(request.body.systemInstruction?.parts ?? []).map((part) => part.text ?? '')].join('\n');
}
