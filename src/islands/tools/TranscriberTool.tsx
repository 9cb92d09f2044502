import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../stores/toasts';
import { copyText, downloadText } from './browser-actions';
import { useIslandReady } from '../useIslandReady';

/** Spec §8 alerts, word for word. */
export const TRANSCRIBER_ALERTS = {
  unsupported: 'Speech recognition is not supported in your browser. Please use Chrome, Edge, or Safari.',
  startFailed: 'Could not start recording. Please try again.',
} as const;

export const TRANSCRIPT_FILENAME = 'transcription.txt';

/** The parts of the Web Speech API this tool uses (not in TypeScript's DOM library everywhere). */
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: ArrayLike<RecognitionResult>;
}
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/**
 * The audio transcriber: browser speech recognition, continuous with interim
 * results in US English. Nothing is sent to the site's server.
 */
export default function TranscriberTool() {
  const [recording, setRecording] = useState(false);
  const [finalText, setFinalText] = useState('');
  const [interim, setInterim] = useState('');
  const [unsupported, setUnsupported] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const readyRef = useIslandReady<HTMLDivElement>();
  const id = useId();

  useEffect(() => {
    if (!recognitionConstructor()) setUnsupported(true);
    return () => recognition.current?.abort();
  }, []);

  const transcript = `${finalText}${interim}`.trim();

  function start() {
    // Starting clears the previous transcript and the unsupported flag.
    setFinalText('');
    setInterim('');
    setUnsupported(false);
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      setUnsupported(true);
      window.alert(TRANSCRIBER_ALERTS.unsupported);
      return;
    }
    const rec = new Recognition();
    rec.continuous = true;
    rec.interimResults = true;
    rec.lang = 'en-US';
    rec.onresult = (event) => {
      let added = '';
      let pending = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) added += `${result[0].transcript} `;
        else pending += result[0].transcript;
      }
      if (added) setFinalText((text) => text + added);
      setInterim(pending);
    };
    rec.onerror = (event) => {
      if (event.error === 'no-speech') return;
      rec.abort();
      setRecording(false);
      setUnsupported(true);
    };
    // Recognition can end by itself (silence, a network drop): back to ready.
    rec.onend = () => {
      setRecording(false);
      setInterim('');
    };
    try {
      rec.start();
      recognition.current = rec;
      setRecording(true);
    } catch {
      setRecording(false);
      window.alert(TRANSCRIBER_ALERTS.startFailed);
    }
  }

  function stop() {
    recognition.current?.stop();
    setRecording(false);
  }

  async function copy() {
    try {
      await copyText(transcript);
      toast({ title: 'Copied!', description: 'Transcript copied to clipboard' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the text and copy it yourself.', variant: 'destructive' });
    }
  }

  return (
    <div ref={readyRef} className="mt-8 flex flex-col gap-6">
      <section className="card flex flex-col gap-4" aria-labelledby={`${id}-title`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-title`} className="text-2xl font-bold">
            Recorder
          </h2>
          <p role="status" className="flex items-center gap-2 font-semibold">
            <span
              aria-hidden="true"
              className={`inline-block h-3 w-3 rounded-full ${recording ? 'animate-pulse bg-[var(--color-danger)]' : 'bg-[var(--fg-soft)]'}`}
            />
            {recording ? 'Recording in progress...' : 'Ready to record'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {recording ? (
            <button type="button" className="btn btn-primary" onClick={stop}>
              Stop Recording
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={start}>
              Start Recording
            </button>
          )}
          <button type="button" className="btn btn-outline" onClick={() => void copy()} disabled={!transcript}>
            Copy to Clipboard
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => downloadText(TRANSCRIPT_FILENAME, transcript)}
            disabled={!transcript}
          >
            Export as Text
          </button>
        </div>
        <div>
          <h3 className="label">Transcript</h3>
          <div className="field min-h-40 whitespace-pre-wrap" aria-live="polite" data-testid="transcript">
            {transcript ? (
              <>
                {finalText}
                {interim && <span className="muted italic">{interim}</span>}
              </>
            ) : (
              <span className="muted">Your transcript will appear here.</span>
            )}
          </div>
        </div>
      </section>

      {unsupported && (
        <section className="card border-[var(--color-danger)]" role="alert" aria-labelledby={`${id}-unsupported`}>
          <h2 id={`${id}-unsupported`} className="text-xl font-bold">
            Browser Not Supported
          </h2>
          <p className="mt-2">
            Speech recognition isn’t available here, or the microphone couldn’t be used. Please use Chrome, Edge, or Safari, and allow
            microphone access when asked.
          </p>
        </section>
      )}
    </div>
  );
}
