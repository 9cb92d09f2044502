import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The browser's speech, where it exists: recognition for the rep's turn (hold-to-talk, or
 * hands-free, where listening starts again each time the persona finishes speaking) and synthesis
 * for the persona's reply. Either may be missing (Firefox has no recognition; some phones no
 * voices): the flags say so and the practice falls back to typing and reading.
 */
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal?: boolean }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function useSpeech(onHeard: (text: string) => void) {
  const [canListen, setCanListen] = useState(false);
  const [canSpeak, setCanSpeak] = useState(false);
  const [listening, setListening] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const [error, setError] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const heard = useRef('');
  const onHeardRef = useRef(onHeard);
  useEffect(() => {
    onHeardRef.current = onHeard;
  }, [onHeard]);

  useEffect(() => {
    setCanListen(Boolean(recognitionConstructor()));
    setCanSpeak(typeof window.speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined');
    return () => {
      recognition.current?.stop();
      if (typeof window.speechSynthesis !== 'undefined') window.speechSynthesis.cancel();
    };
  }, []);

  /** Starts listening; what was heard is handed over when listening ends (release, or a pause). */
  const listen = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor || recognition.current) return;
    if (typeof window.speechSynthesis !== 'undefined') window.speechSynthesis.cancel();
    const r = new Constructor();
    r.lang = 'en-US';
    r.interimResults = false;
    r.continuous = false;
    heard.current = '';
    r.onresult = (event) => {
      heard.current = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
    };
    r.onerror = (event) => {
      if (event.error && event.error !== 'no-speech' && event.error !== 'aborted')
        setError(
          event.error === 'not-allowed'
            ? 'The microphone is blocked: allow it, or type your line below.'
            : `Speech recognition stopped (${event.error}). Type your line below.`,
        );
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
      if (heard.current) onHeardRef.current(heard.current);
      heard.current = '';
    };
    recognition.current = r;
    setError('');
    setListening(true);
    try {
      r.start();
    } catch {
      recognition.current = null;
      setListening(false);
    }
  }, []);

  const stopListening = useCallback(() => recognition.current?.stop(), []);

  /** Speaks a reply; resolves when it ends (or at once without synthesis). */
  const speak = useCallback((text: string) => {
    return new Promise<void>((resolve) => {
      if (typeof window.speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return resolve();
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text.replace(/\([^)]*\)\s*/g, '').replace(/[*_]/g, ''));
      utterance.lang = 'en-US';
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        setSpeaking(false);
        resolve();
      };
      utterance.onend = utterance.onerror = finish;
      setSpeaking(true);
      window.speechSynthesis.speak(utterance);
      // Engines without voices or audio never report the end: stop waiting after a slow reading pace.
      setTimeout(finish, 3000 + text.split(/\s+/).length * 500);
    });
  }, []);

  return { canListen, canSpeak, listening, speaking, error, listen, stopListening, speak };
}
