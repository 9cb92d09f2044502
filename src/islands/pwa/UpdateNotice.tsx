import { useEffect } from 'react';
import { takePendingRequest } from '../../lib/pending-requests';
import { toast } from '../../stores/toasts';
import { PAGE_EVENTS } from '../../lib/page-events';

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
    document.addEventListener(PAGE_EVENTS.swUpdateReady, offerReload);
    if (takePendingRequest(PAGE_EVENTS.swUpdateReady)) offerReload();
    return () => document.removeEventListener(PAGE_EVENTS.swUpdateReady, offerReload);
  }, []);
  return null;
}

async function activateWaitingWorker() {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  registration.waiting.postMessage({ type: 'SKIP_WAITING' });
}
