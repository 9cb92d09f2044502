import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { privacyNotice, redactPatientIdentifiers } from '../../coach/guard/privacy';
import { formText } from '../../lib/forms';
import { linkErrorMessage, openPracticeLink, scoreOnSite, tokenFromHash } from '../../lib/practice/link-client';
import { openingLine, personaReply, type SessionTurn } from '../../lib/practice/persona-client';
import { addProgress, readProgress, replaceLatestProgress, type ProgressEntry } from '../../lib/practice/progress';
import { scoreSession, type PracticeScorecard } from '../../lib/practice/scorecard';
import { DIFFICULTY_LABELS, PRACTICE_PERSONA_INFO } from '../../lib/practice-personas';
import { PRACTICE_DIFFICULTIES, PRACTICE_PERSONAS, type PracticeDifficulty, type PracticePersonaId } from '../../lib/schemas/chat';
import type { Assignment } from '../../lib/schemas/practice-links';
import { useIslandReady } from '../useIslandReady';
import { ChecksList } from './ChecksList';
import { ProgressPanel } from './ProgressPanel';
import { ScorecardView } from './ScorecardView';
import { ShareScorecard } from './ShareScorecard';
import { useSpeech } from './useSpeech';

type Phase = 'setup' | 'talk' | 'scored';

/**
 * Voice practice with a referral source: choose (or open an assigned) persona and difficulty, see
 * the checks, talk (hold-to-talk or hands-free, or type), hear the reply, then get the scorecard,
 * keep it on the device and, if you like, send your manager a signed read-only link.
 */
export default function PracticeStudio() {
  const readyRef = useIslandReady<HTMLDivElement>();
  const [phase, setPhase] = useState<Phase>('setup');
  const [persona, setPersona] = useState<PracticePersonaId>('snf-don');
  const [difficulty, setDifficulty] = useState<PracticeDifficulty>('medium');
  const [assignment, setAssignment] = useState<Assignment | null>(null);
  const [assignmentError, setAssignmentError] = useState('');
  const [turns, setTurns] = useState<SessionTurn[]>([]);
  const [replying, setReplying] = useState(false);
  const [handsFree, setHandsFree] = useState(false);
  const [notice, setNotice] = useState('');
  const [card, setCard] = useState<PracticeScorecard | null>(null);
  const [progress, setProgress] = useState<ProgressEntry[]>([]);
  const turnsRef = useRef<SessionTurn[]>([]);
  const handsFreeRef = useRef(false);
  useEffect(() => {
    handsFreeRef.current = handsFree;
  }, [handsFree]);
  const ids = { persona: useId(), line: useId() };

  const speech = useSpeech((heard) => void say(heard));

  useEffect(() => {
    setProgress(readProgress());
    const token = tokenFromHash(location.hash, 'a');
    if (!token) return;
    openPracticeLink(token)
      .then((link) => {
        if (link.kind !== 'assignment') throw new Error('not an assignment');
        setAssignment(link.assignment);
        setPersona(link.assignment.persona);
        setDifficulty(link.assignment.difficulty);
      })
      .catch((error: unknown) => setAssignmentError(linkErrorMessage(error)));
  }, []);

  const update = (next: SessionTurn[]) => {
    turnsRef.current = next;
    setTurns(next);
  };

  const speakThenListen = async (text: string) => {
    await speech.speak(text);
    if (handsFreeRef.current && turnsRef.current.length > 0) speech.listen();
  };

  const start = () => {
    const opening = openingLine(persona, difficulty);
    update([{ role: 'persona', text: opening }]);
    setCard(null);
    setNotice('');
    setPhase('talk');
    void speakThenListen(opening);
  };

  /** One rep turn: the privacy guard first, then the persona's reply, spoken. */
  async function say(raw: string) {
    const text = raw.trim();
    if (!text || replying) return;
    const { text: clean, found } = redactPatientIdentifiers(text);
    setNotice(privacyNotice(found) ?? '');
    const before = turnsRef.current;
    update([...before, { role: 'rep', text: clean }]);
    setReplying(true);
    try {
      const reply = await personaReply(persona, difficulty, before, clean);
      update([...turnsRef.current, { role: 'persona', text: reply.text }]);
      void speakThenListen(reply.text);
    } finally {
      setReplying(false);
    }
  }

  const onType = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = formText(new FormData(form), 'line');
    if (!text.trim() || replying) return;
    form.reset();
    void say(text);
  };

  /** Scored on the device at once; when the site's coach (Gemini) answers, its checked scorecard replaces it. */
  const finish = () => {
    speech.stopListening();
    const transcript = turnsRef.current;
    const entry = (c: PracticeScorecard): ProgressEntry => ({
      at: new Date().toISOString(),
      persona,
      difficulty,
      score: c.score,
      passed: c.passed,
      stages: c.stages,
    });
    const scored = scoreSession(transcript, persona, difficulty);
    setCard(scored);
    setProgress(addProgress(entry(scored)));
    setPhase('scored');
    void scoreOnSite({ persona, difficulty, transcript }).then((byCoach) => {
      if (!byCoach) return;
      setCard(byCoach);
      setProgress(replaceLatestProgress(entry(byCoach)));
    });
  };

  const repTurns = turns.filter((turn) => turn.role === 'rep').length;

  return (
    <div ref={readyRef} className="flex flex-col gap-6">
      {assignmentError && (
        <p role="alert" className="card border-[var(--danger,#b91c1c)] p-4">
          {assignmentError}
        </p>
      )}
      {assignment && (
        <p className="card p-4" data-testid="assignment-banner">
          <strong>Assigned to {assignment.repName}</strong>: {PRACTICE_PERSONA_INFO[assignment.persona].label},{' '}
          {DIFFICULTY_LABELS[assignment.difficulty].toLowerCase()}
          {assignment.due ? `, due ${assignment.due}` : ''}.{assignment.note ? ` ${assignment.note}` : ''}
        </p>
      )}

      {phase === 'setup' && (
        <>
          <section aria-labelledby="setup-heading" className="card flex flex-col gap-4 p-4">
            <h2 id="setup-heading" className="text-lg font-bold">
              Choose who you're practising with
            </h2>
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.persona} className="font-semibold">
                Practice partner
              </label>
              <select id={ids.persona} className="field" value={persona} onChange={(e) => setPersona(e.target.value as PracticePersonaId)}>
                {PRACTICE_PERSONAS.map((id) => (
                  <option key={id} value={id}>
                    {PRACTICE_PERSONA_INFO[id].label}
                  </option>
                ))}
              </select>
              <p className="muted text-sm">{PRACTICE_PERSONA_INFO[persona].brief}</p>
              <p className="text-sm">
                <strong>Cares about:</strong> {PRACTICE_PERSONA_INFO[persona].cares.join('; ')}.
              </p>
            </div>
            <fieldset>
              <legend className="font-semibold">Difficulty</legend>
              <div className="mt-1 flex flex-wrap gap-4">
                {PRACTICE_DIFFICULTIES.map((level) => (
                  <label key={level} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="difficulty"
                      value={level}
                      checked={difficulty === level}
                      onChange={() => setDifficulty(level)}
                    />
                    {DIFFICULTY_LABELS[level]}
                  </label>
                ))}
              </div>
              <p className="muted mt-1 text-sm">{PRACTICE_PERSONA_INFO[persona].difficulty[difficulty]}</p>
            </fieldset>
            <button type="button" className="btn btn-primary self-start" onClick={start}>
              Start practice
            </button>
          </section>
          <ChecksList />
        </>
      )}

      {phase === 'talk' && (
        <section aria-labelledby="talk-heading" className="card flex flex-col gap-3 p-4">
          <h2 id="talk-heading" className="text-lg font-bold">
            {PRACTICE_PERSONA_INFO[persona].label} · {DIFFICULTY_LABELS[difficulty]}
          </h2>
          <div role="log" aria-live="polite" aria-label="Practice conversation" data-testid="practice-log">
            <ol className="flex flex-col gap-2">
              {turns.map((turn, index) => (
                <li
                  key={index}
                  data-role={turn.role}
                  className={
                    turn.role === 'rep'
                      ? 'ml-auto max-w-[85%] rounded-2xl bg-[var(--brand)] px-4 py-2 text-[var(--brand-fg)]'
                      : 'mr-auto max-w-[90%] rounded-2xl border border-[var(--line)] bg-[var(--bg-soft)] px-4 py-2'
                  }
                >
                  <span className="sr-only">{turn.role === 'rep' ? 'You: ' : `${PRACTICE_PERSONA_INFO[persona].label}: `}</span>
                  {turn.text}
                </li>
              ))}
            </ol>
          </div>
          <p role="status" className="muted min-h-6 text-sm">
            {replying ? 'They are answering…' : speech.listening ? 'Listening…' : speech.speaking ? 'Speaking…' : ''}
          </p>
          {notice && <p className="text-sm">{notice}</p>}
          {speech.error && (
            <p role="alert" className="text-sm">
              {speech.error}
            </p>
          )}
          {speech.canListen ? (
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn btn-primary"
                aria-pressed={speech.listening}
                disabled={replying}
                onPointerDown={(e) => {
                  e.preventDefault();
                  speech.listen();
                }}
                onPointerUp={() => !handsFree && speech.stopListening()}
                onKeyDown={(e) => {
                  if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
                    e.preventDefault();
                    speech.listen();
                  }
                }}
                onKeyUp={(e) => (e.key === ' ' || e.key === 'Enter') && !handsFree && speech.stopListening()}
              >
                {speech.listening ? 'Listening… release to send' : 'Hold to talk'}
              </button>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" checked={handsFree} onChange={(e) => setHandsFree(e.target.checked)} />
                Hands-free (listen again after each reply)
              </label>
            </div>
          ) : (
            <p className="muted text-sm">This browser can't listen: type your lines instead.</p>
          )}
          {!speech.canSpeak && <p className="muted text-sm">This browser can't speak replies: read them above.</p>}
          <form onSubmit={onType} className="flex items-end gap-2">
            <label htmlFor={ids.line} className="sr-only">
              Type what you would say
            </label>
            <input
              id={ids.line}
              name="line"
              className="field flex-1"
              autoComplete="off"
              placeholder="Or type what you would say…"
              maxLength={600}
            />
            <button type="submit" className="btn btn-outline" disabled={replying}>
              Say it
            </button>
          </form>
          <p className="muted text-xs">Never say or type patient names or other identifiers.</p>
          <button type="button" className="btn btn-outline self-start" onClick={finish} disabled={replying || repTurns === 0}>
            End and score
          </button>
        </section>
      )}

      {phase === 'scored' && card && (
        <>
          <ScorecardView card={card} />
          <ShareScorecard card={card} turns={turns} assignment={assignment} />
          <button type="button" className="btn btn-primary self-start" onClick={() => setPhase('setup')}>
            Practise again
          </button>
        </>
      )}

      {phase !== 'talk' && <ProgressPanel entries={progress} />}
    </div>
  );
}
