import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import researchHandler from '../../netlify/functions/research.mts';
import { buildTerritory } from '../../scripts/territory/build-territory';
import { fileSource } from '../../scripts/territory/catalog';
import { parseQuestion } from '../../src/territory/parse-question';
import { promptRows } from '../../src/territory/prompt-rows';
import { answerQuestion, providerNames } from '../../src/territory/query';
import type { TerritoryState } from '../../src/territory/types';
import { FIXTURE_DIR } from '../fixtures/cms-catalog-server';
import { startFakeGemini, type FakeGemini } from '../fixtures/fake-gemini';
import { clear, startTestBlobs } from '../helpers/blobs';
import { fakeContext, jsonPost } from '../helpers/requests';

/** The research API takes the territory rows the page answered from and gives them to Gemini. */
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
let fake: FakeGemini;
let dir: string;
let rows: string[];
const savedEnv = { ...process.env };

beforeAll(async () => {
  blobs = await startTestBlobs();
  fake = await startFakeGemini();
  dir = await mkdtemp(join(tmpdir(), 'territory-grounding-'));
  await buildTerritory({ mode: 'fixture', source: fileSource(FIXTURE_DIR), outDir: dir, cacheDir: join(dir, 'cache'), log: () => {} });
  const az = JSON.parse(await readFile(join(dir, 'AZ.json'), 'utf8')) as TerritoryState;
  const question = parseQuestion('who serves 85004', { counties: az.counties, providerNames: providerNames(az) })!;
  rows = promptRows(az, answerQuestion(az, question));
});
afterAll(async () => {
  await fake.stop();
  await blobs.stop();
  await rm(dir, { recursive: true, force: true });
  process.env = savedEnv;
});
beforeEach(async () => {
  process.env.RATE_LIMIT_SCALE = '0';
  process.env.GOOGLE_GEMINI_BASE_URL = fake.url;
  process.env.GEMINI_TIMEOUT_MS = '5000';
  process.env.GEMINI_RETRY_DELAY_MS = '10';
  delete process.env.AI_DAILY_LIMIT;
  delete process.env.GEMINI_API_KEY;
  fake.reset();
  await Promise.all([clear('usage'), clear('ratelimits')]);
});

async function post(body: unknown) {
  const response = await researchHandler(jsonPost('/api/research', body), fakeContext());
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('research grounded in territory rows', () => {
  it('sends the rows, with their CMS sources and dates, in the Gemini request', async () => {
    process.env.GEMINI_API_KEY = 'test-key';
    fake.script({ kind: 'text', text: 'Three hospices serve 85004 [CMS Hospice - Zip Data].' });
    expect(rows).toHaveLength(3);
    const { response, body } = await post({ query: 'who serves 85004', territoryRows: rows });
    expect(response.status).toBe(200);
    expect(body.engine).toBe('gemini');
    const prompt = (fake.requests[0].body.contents ?? [])
      .flatMap((c) => c.parts ?? [])
      .map((p) => p.text ?? '')
      .join('\n');
    expect(prompt).toContain(
      "CMS data rows for the rep's territory (answer from these first, cite each figure with its dataset and as-of date",
    );
    for (const row of rows) expect(prompt).toContain(`- ${row}`);
    expect(prompt).toContain('SUNRISE HOSPICE (EXAMPLE) (CCN 031790)');
    expect(prompt).toContain('as of 2026-08-19');
  });

  it('without rows the prompt is unchanged', async () => {
    process.env.GEMINI_API_KEY = 'test-key';
    fake.script({ kind: 'text', text: 'ok' });
    await post({ query: 'What do hospital case managers look for?' });
    const prompt = (fake.requests[0].body.contents ?? [])
      .flatMap((c) => c.parts ?? [])
      .map((p) => p.text ?? '')
      .join('\n');
    expect(prompt).not.toContain('CMS data rows');
  });

  it('the offline coach accepts the rows too', async () => {
    const { response, body } = await post({ query: 'who serves 85004', territoryRows: rows });
    expect(response.status).toBe(200);
    expect(body.engine).toBe('offline');
  });

  it.each([
    ['too many rows', Array.from({ length: 21 }, (_, i) => `row ${i}`), 'Send at most 20 territory rows'],
    ['a row too long', ['x'.repeat(401)], 'Territory row must be at most 400 characters'],
    ['a row with a line break', ['one\ntwo'], 'Territory row contains a line break or control character. Please type it again.'],
    ['rows that are not a list', 'row', 'territoryRows must be a list of text rows'],
  ])('refuses %s with 400 and a message', async (_label, territoryRows, message) => {
    const { response, body } = await post({ query: 'who serves 85004', territoryRows });
    expect(response.status).toBe(400);
    expect(body.error).toBe(message);
    expect(fake.requests).toHaveLength(0);
  });
});
