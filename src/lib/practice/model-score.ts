import type { PracticePersonaId } from '../schemas/chat';
import { PRACTICE_START, difficultyOfStart } from '../schemas/chat';
import { CHECK_IDS } from './checks';
import { mergeModelScore, parseModelChecks, scoreRequestText as transcriptRequestText } from './model-checks';
import { practiceTranscript } from './offline-practice';
import type { PracticeScorecard, PracticeTurn } from './scorecard';

/**
 * The chat's practice score with Gemini, in the shape the coach engine calls: it builds the
 * request text from the chat history, then parses the answer text alone. To check the model's
 * quotes against what the rep said, the request carries a session key the answer must echo; the
 * transcript sent under that key is kept here (a few at most, each used once) and the answer is
 * checked against it. An answer without a known key is rejected, so the engine scores offline.
 */
interface Turn {
  role: 'user' | 'model';
  content: string;
}

const sent = new Map<
  string,
  { persona: PracticePersonaId; transcript: PracticeTurn[]; difficulty: ReturnType<typeof difficultyOfStart> }
>();
const KEEP = 32;

/** The same answer schema as responseJsonSchema, in the OpenAPI form `responseSchema` takes. */
export const PRACTICE_SCORE_RESPONSE_SCHEMA = {
  type: 'OBJECT',
  properties: {
    session: { type: 'STRING', description: 'The session key given in the request, copied exactly.' },
    checks: {
      type: 'ARRAY',
      items: {
        type: 'OBJECT',
        properties: {
          id: { type: 'STRING', enum: [...CHECK_IDS] },
          pass: { type: 'BOOLEAN' },
          quote: { type: 'STRING', description: "The rep's exact words that pass this check; empty when it fails." },
          wouldPass: { type: 'STRING', description: 'One sentence the rep could have said to this person that would pass.' },
        },
        required: ['id', 'pass', 'quote', 'wouldPass'],
        propertyOrdering: ['id', 'pass', 'quote', 'wouldPass'],
      },
    },
  },
  required: ['session', 'checks'],
  propertyOrdering: ['session', 'checks'],
} as const;

export function scoreRequestText(persona: PracticePersonaId, history: readonly Turn[]): string {
  const start = history.findLastIndex((turn) => turn.role === 'user' && PRACTICE_START.test(turn.content));
  const difficulty = start === -1 ? 'medium' : difficultyOfStart(history[start]!.content);
  const transcript = practiceTranscript([...history]);
  const key = crypto.randomUUID();
  sent.set(key, { persona, transcript, difficulty });
  while (sent.size > KEEP) sent.delete(sent.keys().next().value!);
  return [`Session key: ${key}`, transcriptRequestText(persona, transcript)].join('\n');
}

/** Parses the model's JSON into a checked scorecard; throws when it can't be tied to a sent transcript. */
export function parseModelScore(text: string): PracticeScorecard {
  const raw = JSON.parse(text) as { session?: unknown };
  const session = typeof raw.session === 'string' ? sent.get(raw.session) : undefined;
  if (!session) throw new Error('The score does not name a session this server sent');
  sent.delete(raw.session as string);
  return mergeModelScore(parseModelChecks(text), session.transcript, session.persona, session.difficulty);
}
