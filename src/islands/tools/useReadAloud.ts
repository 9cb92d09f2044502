import { useEffect, useRef, useState } from 'react';

/** Spec §9: the Read Aloud indicator shows for at least 2000 ms. */
export const READ_ALOUD_MIN_MS = 2000;

/**
 * Speaks text with the browser's speech synthesis where it exists, and reports "playing" for as
 * long as it speaks, never less than READ_ALOUD_MIN_MS. Without speech synthesis the indicator
 * alone runs for READ_ALOUD_MIN_MS. Calling `toggle` while playing stops the speech.
 */
export function useReadAloud(text: string) {
  const [playing, setPlaying] = useState(false);
  const cleanup = useRef<() => void>(() => {});

  useEffect(() => () => cleanup.current(), []);

  const stop = () => {
    cleanup.current();
    setPlaying(false);
  };

  const start = () => {
    setPlaying(true);
    let spoken = false;
    let minimumShown = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const finish = () => {
      if (spoken && minimumShown) {
        timers.forEach(clearTimeout);
        setPlaying(false);
      }
    };
    timers.push(
      setTimeout(() => {
        minimumShown = true;
        finish();
      }, READ_ALOUD_MIN_MS),
    );

    const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    let utterance: SpeechSynthesisUtterance | undefined;
    if (synth && typeof SpeechSynthesisUtterance !== 'undefined') {
      synth.cancel();
      utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'en-US';
      utterance.onend = utterance.onerror = () => {
        spoken = true;
        finish();
      };
      synth.speak(utterance);
      // Some engines (no voices, no audio device) never report the end: stop waiting after the
      // time the text would take to read at a slow pace.
      timers.push(
        setTimeout(
          () => {
            spoken = true;
            finish();
          },
          4000 + text.split(/\s+/).length * 600,
        ),
      );
    } else {
      spoken = true;
    }

    cleanup.current = () => {
      timers.forEach(clearTimeout);
      if (utterance && synth) {
        utterance.onend = utterance.onerror = null;
        synth.cancel();
      }
    };
  };

  return { playing, toggle: () => (playing ? stop() : start()) };
}
