// @ts-check
/**
 * The two scripts every page runs inline (no script file is fetched before the load event).
 * They are real functions serialised with toString(), so they stay readable code; BaseLayout
 * hashes INLINE_SCRIPTS into each page's Content-Security-Policy, so no 'unsafe-inline' is needed.
 */
import {
  CHAT_HISTORY_KEY,
  CHAT_WIDGET_STATE_KEY,
  INSTALL_DISMISSED_KEY,
  INSTALL_SNOOZE_MS,
  OUTBOX_FLAG_KEY,
  THEME_STORAGE_KEY,
} from './site-constants.mjs';

/** Runs in <head> before first paint: the stored theme, else the system preference (spec §4). */
function applyInitialTheme(/** @type {string} */ themeKey) {
  let theme;
  try {
    theme = localStorage.getItem(themeKey);
  } catch (error) {
    console.warn('Could not read the theme preference', error);
  }
  if (theme !== 'light' && theme !== 'dark') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/**
 * Runs at the end of <body>: theme toggles, mobile menu, search opener (Ctrl/Cmd+K), F8 to the
 * notifications, and the back button. Islands are woken by the `open-search` event.
 */
function wireChrome(/** @type {{ theme: string, chatHistory: string, chatWidgetState: string, outboxPending: string }} */ keys) {
  const root = document.documentElement;
  const toggles = document.querySelectorAll('[data-theme-toggle]');
  const syncToggles = () => toggles.forEach((button) => button.setAttribute('aria-pressed', String(root.classList.contains('dark'))));
  syncToggles();
  toggles.forEach((button) =>
    button.addEventListener('click', () => {
      const next = root.classList.contains('dark') ? 'light' : 'dark';
      root.classList.toggle('dark', next === 'dark');
      root.style.colorScheme = next;
      try {
        localStorage.setItem(keys.theme, next);
      } catch (error) {
        console.warn('Could not store the theme preference', error);
      }
      syncToggles();
    }),
  );

  const menu = /** @type {HTMLDialogElement | null} */ (document.getElementById('mobile-menu'));
  if (menu) {
    document.querySelector('[data-menu-open]')?.addEventListener('click', () => menu.showModal());
    document.querySelector('[data-menu-close]')?.addEventListener('click', () => menu.close());
    menu.querySelectorAll('[data-menu-link]').forEach((link) => link.addEventListener('click', () => menu.close()));
    menu.addEventListener('click', (event) => event.target === menu && menu.close());
    // A page restored from the back/forward cache is a route change too: never return to an open menu.
    addEventListener('pageshow', () => menu.open && menu.close());
  }

  const openSearch = () => document.dispatchEvent(new CustomEvent('open-search'));
  document.querySelectorAll('[data-open-search]').forEach((button) => button.addEventListener('click', openSearch));
  addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openSearch();
    } else if (event.key === 'F8') {
      event.preventDefault();
      document.getElementById('toast-region')?.focus();
    }
  });

  // Work that opens sessionStorage or registers the service worker waits for load and then for an
  // idle moment, each piece in its own task. The first sessionStorage read costs ~7 ms on the bench
  // machine (the browser loads the tab's storage area), registering the worker as much again; done
  // while parsing or in the load handler they lengthened a task the visitor's first tap could wait on.
  const whenIdleAfterLoad = (/** @type {() => void} */ work) =>
    addEventListener('load', () => ('requestIdleCallback' in window ? requestIdleCallback(() => work()) : setTimeout(work)));
  // AI Coach: the static launcher wakes the chat island; a conversation that was open on the
  // previous page in this tab is reopened after load (the island reads the saved state), and on
  // the full-page coach (data-chat-page) a stored conversation is shown after load.
  document
    .querySelectorAll('[data-chat-launcher]')
    .forEach((button) => button.addEventListener('click', () => document.dispatchEvent(new CustomEvent('open-chat'))));
  whenIdleAfterLoad(() => {
    try {
      if (
        sessionStorage.getItem(keys.chatWidgetState) ||
        (document.querySelector('[data-chat-page]') && localStorage.getItem(keys.chatHistory))
      ) {
        document.dispatchEvent(new CustomEvent('restore-chat'));
      }
    } catch (error) {
      console.warn('Could not read the chat widget state', error);
    }
  });

  // Offline outbox (src/lib/outbox.ts): when submissions are waiting, wake OutboxFlusher after
  // load and whenever the connection returns; the service worker reports its own deliveries.
  const outboxPending = () => {
    try {
      return localStorage.getItem(keys.outboxPending) === '1';
    } catch {
      return false;
    }
  };
  const flushIfPending = () => outboxPending() && document.dispatchEvent(new CustomEvent('flush-outbox'));
  addEventListener('load', flushIfPending);
  addEventListener('online', flushIfPending);
  const listenForDeliveries = () =>
    navigator.serviceWorker?.addEventListener('message', (event) => {
      if (event.data?.type === 'outbox-delivered') document.dispatchEvent(new CustomEvent('outbox-delivered'));
    });
  // Only a browser with saved submissions can hear of their delivery, and it listens at once, so
  // no message is missed. Otherwise the first touch of navigator.serviceWorker (~3 ms on the bench
  // machine) waits for idle after load too, in time for anything saved from then on.
  if (outboxPending()) listenForDeliveries();
  else whenIdleAfterLoad(listenForDeliveries);

  // Service worker: registered after load, when idle, so it never competes with first paint. A worker
  // that installs while an older one controls the page means a new deploy: UpdateNotice offers a reload.
  if ('serviceWorker' in navigator) {
    whenIdleAfterLoad(() => {
      navigator.serviceWorker
        .register('/sw.js')
        .then((registration) => {
          const announce = () => document.dispatchEvent(new CustomEvent('sw-update-ready'));
          if (registration.waiting && navigator.serviceWorker.controller) announce();
          registration.addEventListener('updatefound', () => {
            const worker = registration.installing;
            worker?.addEventListener('statechange', () => worker.state === 'installed' && navigator.serviceWorker.controller && announce());
          });
        })
        .catch((error) => console.warn('Service worker registration failed', error));
    });
  }

  document.querySelectorAll('[data-back]').forEach((link) =>
    link.addEventListener('click', (event) => {
      // Only step back within the site; a visitor who arrived from elsewhere goes to the fallback.
      if (history.length > 1 && document.referrer.startsWith(location.origin)) {
        event.preventDefault();
        history.back();
      }
    }),
  );
}

/**
 * The install prompt (spec §2, §4, §9), static markup in InstallPrompt.astro: shown 2 s after the
 * browser offers installation, or 3 s after load on iOS (which never offers it), unless running
 * as the installed app or "Not Now" was chosen in the last 7 days. Plain DOM on purpose: Chromium
 * offers installation on almost every first visit, and waking a React island for it would load
 * React on every page.
 */
function wireInstallPrompt(/** @type {string} */ dismissedKey, /** @type {number} */ snoozeMs) {
  const prompt = /** @type {HTMLElement | null} */ (document.querySelector('[data-install-prompt]'));
  if (!prompt) return;
  /** @type {(Event & { prompt(): Promise<void>, userChoice: Promise<{ outcome: string }> }) | undefined} */
  let deferred;

  const standalone = () => matchMedia('(display-mode: standalone)').matches || /** @type {any} */ (navigator).standalone === true;
  const dismissedRecently = () => {
    try {
      const at = Date.parse(localStorage.getItem(dismissedKey) ?? '');
      return Number.isFinite(at) && Date.now() - at < snoozeMs;
    } catch (error) {
      console.warn('Could not read the install prompt dismissal', error);
      return false;
    }
  };
  const rememberDismissal = () => {
    try {
      localStorage.setItem(dismissedKey, new Date().toISOString());
    } catch (error) {
      console.warn('Could not store the install prompt dismissal', error);
    }
  };
  const hide = () => (prompt.hidden = true);
  const show = (/** @type {'android' | 'ios'} */ mode) => {
    if (standalone() || dismissedRecently()) return;
    prompt.querySelectorAll('[data-install-mode]').forEach((element) => {
      /** @type {HTMLElement} */ (element).hidden = element.getAttribute('data-install-mode') !== mode;
    });
    prompt.hidden = false;
  };

  prompt.querySelector('[data-install-dismiss]')?.addEventListener('click', () => {
    rememberDismissal();
    hide();
  });
  prompt.querySelector('[data-install-accept]')?.addEventListener('click', async () => {
    hide();
    if (!deferred) return;
    await deferred.prompt();
    if ((await deferred.userChoice).outcome === 'dismissed') rememberDismissal();
    deferred = undefined;
  });
  addEventListener('appinstalled', hide);

  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = /** @type {any} */ (event);
    setTimeout(() => show('android'), 2000);
  });
  if (/iphone|ipad|ipod/i.test(navigator.userAgent)) {
    addEventListener('load', () => setTimeout(() => show('ios'), 3000));
  }
}

const serialise = (/** @type {Function} */ fn, /** @type {unknown[]} */ ...args) =>
  `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;

export const THEME_SCRIPT = serialise(applyInitialTheme, THEME_STORAGE_KEY);
const CHROME_KEYS = {
  theme: THEME_STORAGE_KEY,
  chatHistory: CHAT_HISTORY_KEY,
  chatWidgetState: CHAT_WIDGET_STATE_KEY,
  outboxPending: OUTBOX_FLAG_KEY,
};
export const CHROME_SCRIPT = serialise(wireChrome, CHROME_KEYS) + serialise(wireInstallPrompt, INSTALL_DISMISSED_KEY, INSTALL_SNOOZE_MS);

/** Every inline script the layout renders, for the CSP hashes. */
export const INLINE_SCRIPTS = [THEME_SCRIPT, CHROME_SCRIPT];
