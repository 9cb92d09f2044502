import type { Page } from '@playwright/test';

/**
 * Browser speech, stubbed for e2e: a SpeechRecognition whose results the test injects
 * (`__hear(text)`, then the rep releases the button, or `__hear(text, true)` for a hands-free
 * pause), and a speechSynthesis that records what it was asked to say and when. Times are
 * performance.now() in the page, so the measure is the page's own, not the test runner's.
 */
export async function stubSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Stubbed {
      __spoken: { text: string; at: number }[];
      __heardAt: number[];
      __listening: boolean;
      __hear: (text: string, end?: boolean) => void;
    }
    const w = window as unknown as Window & Stubbed & Record<string, unknown>;
    w.__spoken = [];
    w.__heardAt = [];
    w.__listening = false;
    const state: { active: FakeRecognition | null } = { active: null };
    class FakeRecognition {
      lang = '';
      interimResults = false;
      continuous = false;
      onresult: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      start() {
        state.active = this;
        w.__listening = true;
      }
      stop() {
        if (state.active !== this) return;
        state.active = null;
        w.__listening = false;
        w.__heardAt.push(performance.now());
        setTimeout(() => this.onend?.(), 0);
      }
    }
    w.__hear = (text: string, end = false) => {
      state.active?.onresult?.({ results: [Object.assign([{ transcript: text }], { isFinal: true })] });
      if (end) state.active?.stop();
    };
    w.SpeechRecognition = FakeRecognition;
    w.webkitSpeechRecognition = FakeRecognition;
    class FakeUtterance {
      lang = '';
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    w.SpeechSynthesisUtterance = FakeUtterance;
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak(utterance: FakeUtterance) {
          w.__spoken.push({ text: utterance.text, at: performance.now() });
          setTimeout(() => utterance.onend?.(), 20);
        },
        cancel() {},
      },
    });
  });
}

export const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: { text: string; at: number }[] }).__spoken);
export const heardAt = (page: Page) => page.evaluate(() => (window as unknown as { __heardAt: number[] }).__heardAt);
export const hear = (page: Page, text: string, end = false) =>
  page.evaluate(([t, e]) => (window as unknown as { __hear: (text: string, end?: boolean) => void }).__hear(t as string, e as boolean), [
    text,
    end,
  ] as const);
export const isListening = (page: Page) => page.evaluate(() => (window as unknown as { __listening: boolean }).__listening);
