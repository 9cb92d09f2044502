import { useEffect } from 'react';
import { takePendingRequest } from '../../lib/pending-requests';
import { toast } from '../../stores/toasts';

/**
 * Shown when a new deploy's service worker has installed behind the current one: the visitor
 * chooses when to reload, so nothing they are typing is lost and no page stays stale forever.
 */
export default function UpdateNotice() {
  useEffect(() => {
    const offerReload = () => {
      toast({
        title: 'New version available',
        description: 'Reload to get the latest Spartan Hospice Sales.',
        duration: Infinity,
        action: { label: 'Reload', onSelect: () => void activateWaitingWorker() },
      });
    };
    document.addEventListener('sw-update-ready', offerReload);
    if (takePendingRequest('sw-update-ready')) offerReload();
    return () => document.removeEventListener('sw-update-ready', offerReload);
  }, []);
  return null;
}

async function activateWaitingWorker() {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  registration.waiting.postMessage({ type: 'SKIP_WAITING' });
}
