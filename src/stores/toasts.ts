import { mountToastRegion } from '../lib/toast-region';
import { addToast, type ToastInput } from './toast-state';

export * from './toast-state';

/** Shows a toast, replacing any visible one. Returns its id. */
export function toast(input: ToastInput): string {
  const id = addToast(input);
  // Bundled with every island that raises toasts (not fetched on demand), so a toast can still
  // appear when the connection has just dropped.
  if (typeof document !== 'undefined') mountToastRegion();
  return id;
}
