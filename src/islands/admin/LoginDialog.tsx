import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError } from '../../lib/api';
import { ADMIN_PASSWORD_MAX_LENGTH } from '../../lib/schemas/admin-rules';
import { toast } from '../../stores/toasts';
import { adminApi } from './admin-api';
import { ADMIN_TOASTS } from './messages';

interface Props {
  open: boolean;
  onUnlocked: () => void;
}

/**
 * The spec's password modal: it cannot be dismissed (no close button; Escape is ignored, and if
 * the browser closes it anyway it reopens). The passphrase is checked by the server, which sets
 * the session cookie (DESIGN §5); any length is accepted.
 */
export default function LoginDialog({ open, onUnlocked }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Newer browsers honour closedby="none" (no Escape, no light dismiss); older ones get the cancel guard below.
    dialog.setAttribute('closedby', 'none');
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const reopenIfLocked = () => {
    if (open) dialogRef.current?.showModal();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!password) {
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await adminApi.logIn(password);
      setPassword('');
      toast(ADMIN_TOASTS.accessGranted);
      onUnlocked();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast(ADMIN_TOASTS.accessDenied);
      } else if (error instanceof ApiError && error.status === 429) {
        const minutes = Math.ceil(retryAfterSeconds(error) / 60);
        toast({
          title: 'Too many attempts',
          description: `${error.serverMessage ?? 'Please wait before trying again.'}${minutes > 0 ? ` Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` : ''}`,
          variant: 'destructive',
        });
      } else {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        toast({ title: 'Login unavailable', description: message ?? 'Could not reach the server. Please try again.', variant: 'destructive' });
      }
      // Spec §8: the field is cleared after a wrong code.
      setPassword('');
      inputRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={(event) => event.preventDefault()}
      onClose={reopenIfLocked}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          Admin Access
        </h2>
        <p id={`${id}-description`} className="muted mt-1 text-sm">
          Enter the admin passphrase to view inquiries and subscribers.
        </p>
        <label htmlFor={`${id}-password`} className="label mt-5">
          Passphrase
        </label>
        <input
          ref={inputRef}
          id={`${id}-password`}
          name="password"
          type="password"
          className="field"
          autoComplete="current-password"
          maxLength={ADMIN_PASSWORD_MAX_LENGTH}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn-primary mt-5 w-full" disabled={submitting}>
          {submitting ? 'Checking...' : 'Unlock'}
        </button>
        <p className="mt-4 text-center text-sm">
          <a href="/" className="underline">
            Back to the home page
          </a>
        </p>
      </form>
    </dialog>
  );
}

function retryAfterSeconds(error: ApiError): number {
  try {
    const body = JSON.parse(error.body) as { retryAfterSeconds?: unknown };
    return typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : 0;
  } catch {
    return 0;
  }
}
