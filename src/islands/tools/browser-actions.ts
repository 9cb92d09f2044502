import { ApiError } from '../../lib/api';

/** Copies text with the async Clipboard API (every browser the site supports has it on HTTPS). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Copy is not available in this browser');
  await navigator.clipboard.writeText(text);
}

/** Saves text as a file the visitor downloads (no server involved). */
export function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The message to show for a failed request: the server's own words for a client error (for
 * example a validation message or "Too many requests"), else the tool's own fallback message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
  return fallback;
}
