/**
 * The Gemini provider, on the official @google/genai SDK. SERVER ONLY: it is imported by
 * src/server/coach.ts, never by islands or the offline coach.
 *
 * The SDK reads GOOGLE_GEMINI_BASE_URL itself when no base URL is given, so the whole site can be
 * pointed at any Gemini-compatible endpoint (and the tests at a fake server); this file never
 * sets a base URL of its own.
 */
import type { Content, GenerateContentConfig, GenerateContentResponse, GoogleGenAI, Schema, ThinkingConfig } from '@google/genai';
import { groundingContext } from './grounding';
import { VERDICT_RULE } from '../../guard/model-verdict';
import { CHAT_LENGTH_RULE, COACH_SYSTEM_INSTRUCTION, taskPrompt } from './prompts';
import { citeGroundingSupports, searchEntryPointHtml } from './grounding-citations';
import { practiceSystemInstruction } from '../../../lib/practice/prompts';
import { PRACTICE_SCORE_RESPONSE_SCHEMA, parseModelScore, scoreRequestText } from '../../../lib/practice/model-score';
import { formatScorecard } from '../../../lib/practice/rubric';
import type { ChatTask, ChatTurn, CoachProvider, CoachTask, ProviderAnswer, ProviderCallOptions, Source } from '../../types';

export interface GeminiSettings {
  apiKey: string;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** For the whole call, retry included: well inside the platform's function limit. */
  deadlineMs: number;
  /** Wait before the single retry after a 429 or 503. */
  retryDelayMs: number;
  /** Today, for the date every request carries (tests pin it). */
  now?: () => Date;
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
export async function withOneRetry<T>(
  settings: Pick<GeminiSettings, 'timeoutMs' | 'deadlineMs' | 'retryDelayMs'>,
  call: (timeoutMs: number) => Promise<T>,
): Promise<T> {
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

/** Added when Gemini stopped at the length limit, so a cut-off answer never reads as complete. */
export const CUT_SHORT_NOTE = '*This answer was cut short at the length limit. Ask for the rest, or for a shorter version.*';

const isCutShort = (finishReason: string | undefined) => finishReason === 'MAX_TOKENS';

/** Output caps per task: chat is read on a phone; thinking has its own, smaller budget. */
const MAX_OUTPUT_TOKENS: Record<CoachTask['kind'] | 'practice', number> = {
  chat: 700,
  practice: 400,
  objection: 900,
  email: 1000,
  research: 2048,
  playbook: 2048,
};
const THINKING_BUDGET: Record<CoachTask['kind'] | 'practice', number> = {
  chat: 256,
  practice: 0,
  objection: 256,
  email: 256,
  research: 1024,
  playbook: 1024,
};

/**
 * Thinking limits: Gemini 2.x models take a token budget (Pro models cannot turn thinking off, so
 * they get their minimum, 128), later models a level (LOW, which every model accepts).
 */
export function thinkingConfig(model: string, kind: CoachTask['kind'] | 'practice'): ThinkingConfig {
  const budget = THINKING_BUDGET[kind];
  if (/^gemini-2\./.test(model)) return { thinkingBudget: /pro/.test(model) ? Math.max(budget, 128) : budget };
  return { thinkingLevel: 'LOW' as ThinkingConfig['thinkingLevel'] };
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
    (client ??= loadSdk().then(
      ({ GoogleGenAI }) => new GoogleGenAI({ apiKey: settings.apiKey, apiVersion: 'v1beta', httpOptions: { timeout: settings.timeoutMs } }),
    ));

  const now = settings.now ?? (() => new Date());
  const isScore = (task: CoachTask) => task.kind === 'chat' && task.practice?.action === 'score';

  const config = (task: CoachTask, timeoutMs: number, signal?: AbortSignal): GenerateContentConfig => {
    const kind = task.kind === 'chat' && task.practice ? 'practice' : task.kind;
    const persona = task.kind === 'chat' ? task.practice : undefined;
    // Every request carries the date and the site's own knowledge; role-play and scoring carry only the date.
    const grounding = persona ? `Today's date: ${now().toISOString().slice(0, 10)}.` : groundingContext(task, now());
    const instruction = persona ? practiceSystemInstruction(persona.persona, persona.action) : COACH_SYSTEM_INSTRUCTION;
    return {
      systemInstruction: {
        parts: [
          { text: instruction },
          ...(task.kind === 'chat' && !persona ? [{ text: CHAT_LENGTH_RULE }] : []),
          // The second opinion on compliance rides in the same call: the engine reads and strips it.
          ...(persona ? [] : [{ text: VERDICT_RULE }]),
          { text: grounding },
        ],
      },
      temperature: isScore(task) ? 0 : task.kind === 'research' ? 0.3 : 0.7,
      maxOutputTokens: isScore(task) ? 1200 : MAX_OUTPUT_TOKENS[kind],
      thinkingConfig: thinkingConfig(settings.model, kind),
      // Practice scores come back as JSON in a fixed shape, scored over the whole session.
      ...(isScore(task)
        ? { responseMimeType: 'application/json', responseSchema: PRACTICE_SCORE_RESPONSE_SCHEMA as unknown as Schema }
        : {}),
      // Grounding with Google Search gives research answers current facts and real sources.
      tools: task.kind === 'research' ? [{ googleSearch: {} }] : undefined,
      httpOptions: { timeout: timeoutMs },
      abortSignal: signal,
    };
  };

  /** A practice score: one request with the whole session as a transcript, JSON back, formatted here. */
  const score = async (ai: GoogleGenAI, task: ChatTask, signal?: AbortSignal): Promise<string> => {
    const response = await withOneRetry(settings, (timeoutMs) =>
      ai.models.generateContent({
        model: settings.model,
        contents: [{ role: 'user', parts: [{ text: scoreRequestText(task.practice!.persona, task.history) }] }],
        config: config(task, timeoutMs, signal),
      }),
    );
    const finishReason = response.candidates?.[0]?.finishReason;
    if (isCutShort(finishReason)) throw new EmptyAnswerError('the score was cut short (MAX_TOKENS)');
    try {
      return formatScorecard(parseModelScore(responseText(response)));
    } catch {
      throw new EmptyAnswerError('the score was not valid JSON in the expected shape');
    }
  };

  return {
    engine: 'gemini',

    async answer(task: CoachTask, options: ProviderCallOptions = {}): Promise<ProviderAnswer> {
      const ai = await getClient();
      if (task.kind === 'chat' && isScore(task)) return { text: await score(ai, task, options.signal), sources: [] };
      const response = await withOneRetry(settings, (timeoutMs) => {
        if (task.kind === 'chat') {
          const chat = ai.chats.create({
            model: settings.model,
            config: config(task, timeoutMs, options.signal),
            history: toGeminiHistory(task.history),
          });
          return chat.sendMessage({ message: task.prompt });
        }
        return ai.models.generateContent({
          model: settings.model,
          contents: [{ role: 'user', parts: [{ text: taskPrompt(task) }] }],
          config: config(task, timeoutMs, options.signal),
        });
      });
      const text = responseText(response);
      const finishReason = response.candidates?.[0]?.finishReason;
      // Nothing but a cut-off (or thinking that used the whole budget) is no answer: fall back.
      if (!text) throw new EmptyAnswerError(response.promptFeedback?.blockReason ?? finishReason ?? 'empty response');
      const note = isCutShort(finishReason) ? `\n\n${CUT_SHORT_NOTE}` : '';
      if (task.kind !== 'research') return { text: `${text}${note}`, sources: [] };
      const sources = groundingSources(response);
      const searchEntryPoint = searchEntryPointHtml(response);
      return {
        text: `${citeGroundingSupports(text, response, sources)}${note}`,
        sources,
        ...(searchEntryPoint ? { searchEntryPoint } : {}),
      };
    },

    async *streamChat(task: ChatTask, options: ProviderCallOptions = {}): AsyncIterable<string> {
      const ai = await getClient();
      // A score is one JSON document: nothing to stream until it is complete and checked.
      if (isScore(task)) {
        yield await score(ai, task, options.signal);
        return;
      }
      // Retrying is only safe before the first chunk has been passed on.
      const stream = await withOneRetry(settings, (timeoutMs) => {
        const chat = ai.chats.create({
          model: settings.model,
          config: config(task, timeoutMs, options.signal),
          history: toGeminiHistory(task.history),
        });
        return chat.sendMessageStream({ message: task.prompt });
      });
      let any = false;
      let finishReason: string | undefined;
      for await (const chunk of stream) {
        finishReason = chunk.candidates?.[0]?.finishReason ?? finishReason;
        const text = (chunk.candidates?.[0]?.content?.parts ?? [])
          .filter((part) => typeof part.text === 'string' && !part.thought)
          .map((part) => part.text)
          .join('');
        if (text) {
          any = true;
          yield text;
        }
      }
      if (!any) throw new EmptyAnswerError(finishReason ? `empty stream (${finishReason})` : 'empty stream');
      if (isCutShort(finishReason)) yield `\n\n${CUT_SHORT_NOTE}`;
    },
  };
}
