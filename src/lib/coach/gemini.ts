/**
 * The Gemini provider, on the official @google/genai SDK. SERVER ONLY: it is imported by
 * src/server/coach.ts, never by islands or the offline coach.
 *
 * The SDK reads GOOGLE_GEMINI_BASE_URL itself when no base URL is given, so the whole site can be
 * pointed at any Gemini-compatible endpoint (and the tests at a fake server); this file never
 * sets a base URL of its own.
 */
import type { Content, GenerateContentConfig, GenerateContentResponse, GoogleGenAI } from '@google/genai';
import { COACH_SYSTEM_INSTRUCTION, taskPrompt } from './prompts';
import { practiceSystemInstruction } from '../practice/prompts';
import type { ChatTask, ChatTurn, CoachProvider, CoachTask, ProviderAnswer, ProviderCallOptions, Source } from './types';

export interface GeminiSettings {
  apiKey: string;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** For the whole call, retry included: well inside the platform's function limit. */
  deadlineMs: number;
  /** Wait before the single retry after a 429 or 503. */
  retryDelayMs: number;
}

/** Thrown when Gemini answered but gave nothing usable (no text, blocked, malformed). */
export class EmptyAnswerError extends Error {
  constructor(reason: string) {
    super(`Gemini returned no usable answer: ${reason}`);
    this.name = 'EmptyAnswerError';
  }
}

const RETRYABLE_STATUSES = new Set([429, 503]);

/** The HTTP status of an SDK ApiError (checked by shape: the SDK module is loaded lazily). */
export function apiErrorStatus(error: unknown): number | undefined {
  if (error instanceof Error && error.name === 'ApiError' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

export function isRetryable(error: unknown): boolean {
  return RETRYABLE_STATUSES.has(apiErrorStatus(error) ?? 0);
}

/**
 * The SDK is large; it is loaded on the first Gemini call, not when a function starts, so
 * requests answered by the offline coach (no key, budget spent) don't pay for it.
 */
let sdk: Promise<typeof import('@google/genai')> | undefined;
const loadSdk = () => (sdk ??= import('@google/genai'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call` once, and once more after a pause if the first attempt was rate limited (429) or
 * the service was unavailable (503), as long as the deadline leaves room for a second attempt.
 */
export async function withOneRetry<T>(settings: Pick<GeminiSettings, 'timeoutMs' | 'deadlineMs' | 'retryDelayMs'>, call: (timeoutMs: number) => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await call(Math.min(settings.timeoutMs, settings.deadlineMs));
  } catch (error) {
    const remaining = settings.deadlineMs - (Date.now() - started) - settings.retryDelayMs;
    if (!isRetryable(error) || remaining < Math.min(1000, settings.timeoutMs)) throw error;
    await sleep(settings.retryDelayMs);
    return call(Math.min(settings.timeoutMs, remaining));
  }
}

/** Chat history in the form Gemini expects: starts with a user turn, roles alternate. */
export function toGeminiHistory(history: readonly ChatTurn[]): Content[] {
  const contents: Content[] = [];
  for (const turn of history) {
    const text = turn.content.trim();
    if (!text) continue;
    // The widget opens with a model welcome message; Gemini wants a user turn first.
    if (contents.length === 0 && turn.role === 'model') continue;
    const last = contents[contents.length - 1];
    if (last && last.role === turn.role) last.parts!.push({ text });
    else contents.push({ role: turn.role, parts: [{ text }] });
  }
  // The current prompt is sent as the next user turn, so the history must end with the model.
  if (contents[contents.length - 1]?.role === 'user') contents.pop();
  return contents;
}

/** The answer text, without thought parts. */
export function responseText(response: GenerateContentResponse): string {
  const parts = response.candidates?.[0]?.content?.parts ?? [];
  return parts
    .filter((part) => typeof part.text === 'string' && !part.thought)
    .map((part) => part.text)
    .join('')
    .trim();
}

/** Sources from Google Search grounding, deduplicated, each with a title. */
export function groundingSources(response: GenerateContentResponse): Source[] {
  const chunks = response.candidates?.[0]?.groundingMetadata?.groundingChunks ?? [];
  const sources: Source[] = [];
  for (const chunk of chunks) {
    const uri = chunk.web?.uri;
    if (!uri || !/^https?:\/\//i.test(uri) || sources.some((s) => s.uri === uri)) continue;
    sources.push({ uri, title: chunk.web?.title?.trim() || chunk.web?.domain || new URL(uri).hostname });
  }
  return sources;
}

export function createGeminiProvider(settings: GeminiSettings): CoachProvider {
  let client: Promise<GoogleGenAI> | undefined;
  const getClient = () =>
    (client ??= loadSdk().then(({ GoogleGenAI }) => new GoogleGenAI({ apiKey: settings.apiKey, apiVersion: 'v1beta', httpOptions: { timeout: settings.timeoutMs } })));

  const config = (task: CoachTask, timeoutMs: number, signal?: AbortSignal): GenerateContentConfig => ({
    systemInstruction:
      task.kind === 'chat' && task.practice ? practiceSystemInstruction(task.practice.persona, task.practice.action) : COACH_SYSTEM_INSTRUCTION,
    temperature: task.kind === 'research' ? 0.3 : 0.7,
    maxOutputTokens: task.kind === 'playbook' ? 4096 : 2048,
    // Grounding with Google Search gives research answers current facts and real sources.
    tools: task.kind === 'research' ? [{ googleSearch: {} }] : undefined,
    httpOptions: { timeout: timeoutMs },
    abortSignal: signal,
  });

  return {
    engine: 'gemini',

    async answer(task: CoachTask, options: ProviderCallOptions = {}): Promise<ProviderAnswer> {
      const ai = await getClient();
      const response = await withOneRetry(settings, (timeoutMs) => {
        if (task.kind === 'chat') {
          const chat = ai.chats.create({ model: settings.model, config: config(task, timeoutMs, options.signal), history: toGeminiHistory(task.history) });
          return chat.sendMessage({ message: task.prompt });
        }
        return ai.models.generateContent({
          model: settings.model,
          contents: [{ role: 'user', parts: [{ text: taskPrompt(task) }] }],
          config: config(task, timeoutMs, options.signal),
        });
      });
      const text = responseText(response);
      if (!text) throw new EmptyAnswerError(response.promptFeedback?.blockReason ?? response.candidates?.[0]?.finishReason ?? 'empty response');
      return { text, sources: task.kind === 'research' ? groundingSources(response) : [] };
    },

    async *streamChat(task: ChatTask, options: ProviderCallOptions = {}): AsyncIterable<string> {
      const ai = await getClient();
      // Retrying is only safe before the first chunk has been passed on.
      const stream = await withOneRetry(settings, (timeoutMs) => {
        const chat = ai.chats.create({ model: settings.model, config: config(task, timeoutMs, options.signal), history: toGeminiHistory(task.history) });
        return chat.sendMessageStream({ message: task.prompt });
      });
      let any = false;
      for await (const chunk of stream) {
        const text = (chunk.candidates?.[0]?.content?.parts ?? [])
          .filter((part) => typeof part.text === 'string' && !part.thought)
          .map((part) => part.text)
          .join('');
        if (text) {
          any = true;
          yield text;
        }
      }
      if (!any) throw new EmptyAnswerError('empty stream');
    },
  };
}
