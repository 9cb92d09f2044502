import { STORAGE_KEYS } from './site';

/** Spec §9: after "Not Now", the install prompt stays away for 7 days. */
export const INSTALL_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

export function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function wasDismissedRecently(now = Date.now()): boolean {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.installDismissed);
    const at = stored ? Date.parse(stored) : NaN;
    return Number.isFinite(at) && now - at < INSTALL_SNOOZE_MS;
  } catch (error) {
    console.warn('Could not read the install prompt dismissal', error);
    return false;
  }
}

export function rememberDismissal(now = new Date()): void {
  try {
    localStorage.setItem(STORAGE_KEYS.installDismissed, now.toISOString());
  } catch (error) {
    console.warn('Could not store the install prompt dismissal', error);
  }
}
