import { atom } from 'nanostores';

/*
 * The toasts' state and the ways to change it. The visible region (lib/toast-region) subscribes
 * to it; toast() in ./toasts adds a toast and mounts the region. Three modules so none needs
 * another that needs it back (no import cycle).
 */

/** Spec §4/§9: one toast at a time, auto-close after 5 s, removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastAction {
  label: string;
  onSelect: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button in the toast (e.g. "Reload" for a new version). */
  action?: ToastAction;
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. Default 5000. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: string;
  open: boolean;
}

export const $toasts = atom<Toast[]>([]);

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      remove(id);
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismiss(id?: string): void {
  for (const toast of $toasts.get()) {
    if (id === undefined || toast.id === id) {
      clearTimeout(closeTimers.get(toast.id));
      closeTimers.delete(toast.id);
      scheduleRemoval(toast.id);
    }
  }
  $toasts.set($toasts.get().map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)));
}

export function remove(id?: string): void {
  $toasts.set(id === undefined ? [] : $toasts.get().filter((toast) => toast.id !== id));
}

export function update(id: string, patch: Partial<ToastInput>): void {
  $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, ...patch } : toast)));
}

/** Adds a toast, replacing any visible one, and schedules its closing. Returns its id. */
export function addToast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  $toasts.set([{ ...input, id, open: true }, ...$toasts.get()].slice(0, TOAST_LIMIT));
  const duration = input.duration ?? TOAST_DURATION_MS;
  if (Number.isFinite(duration))
    closeTimers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  return id;
}
