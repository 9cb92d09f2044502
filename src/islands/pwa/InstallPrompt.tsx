import { useEffect, useState } from 'react';
import { isStandalone, rememberDismissal, wasDismissedRecently } from '../../lib/install-prompt';
import { takePendingRequest } from '../../lib/pending-requests';

interface DeferredPrompt extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Mode = 'hidden' | 'android' | 'ios';

/**
 * "Add Spartan to your home screen" (spec §2, §4, §9). Woken by the inline chrome script's
 * `install-available` (2 s after beforeinstallprompt) or `ios-install` (3 s after load on iOS).
 */
export default function InstallPrompt() {
  const [mode, setMode] = useState<Mode>('hidden');

  useEffect(() => {
    const show = (next: Mode) => {
      if (isStandalone() || wasDismissedRecently()) return;
      setMode(next);
    };
    const onAndroid = () => show('android');
    const onIos = () => show('ios');
    document.addEventListener('install-available', onAndroid);
    document.addEventListener('ios-install', onIos);
    if (takePendingRequest('install-available')) onAndroid();
    if (takePendingRequest('ios-install')) onIos();
    const onInstalled = () => setMode('hidden');
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      document.removeEventListener('install-available', onAndroid);
      document.removeEventListener('ios-install', onIos);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (mode === 'hidden') return null;

  const notNow = () => {
    rememberDismissal();
    setMode('hidden');
  };

  const install = async () => {
    const deferred = (window as Window & { __deferredInstallPrompt?: DeferredPrompt }).__deferredInstallPrompt;
    setMode('hidden');
    if (!deferred) return;
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    if (outcome === 'dismissed') rememberDismissal();
  };

  return (
    <section
      data-install-prompt
      aria-labelledby="install-prompt-title"
      className="no-print fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-xl border border-[var(--line)] bg-[var(--bg)] p-4 shadow-2xl md:right-24 md:left-auto"
    >
      <h2 id="install-prompt-title" className="text-lg font-bold">
        Install Spartan
      </h2>
      {mode === 'ios' ? (
        <p className="mt-1 text-sm">
          Keep the Field Kit and sheets one tap away, even with no signal: tap the <strong>Share</strong> button, then{' '}
          <strong>Add to Home Screen</strong>.
        </p>
      ) : (
        <p className="mt-1 text-sm">Keep the Field Kit and printable sheets one tap away, even in facilities with no signal.</p>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={notNow}>
          Not Now
        </button>
        {mode === 'android' && (
          <button type="button" className="btn btn-primary" onClick={() => void install()}>
            Install
          </button>
        )}
      </div>
    </section>
  );
}
