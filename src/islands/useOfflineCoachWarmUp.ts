import { useEffect } from 'react';
import { prepareCoachWhileOffline } from '../coach/offline-fallback';

/**
 * For islands that answer with the offline coach when there is no signal (chat, objections,
 * playbooks): while the device is offline, the engine is loaded and warmed in idle time, so the
 * rep's first request is answered in milliseconds (src/coach/offline-fallback.ts).
 */
export function useOfflineCoachWarmUp(): void {
  useEffect(() => prepareCoachWhileOffline(), []);
}
