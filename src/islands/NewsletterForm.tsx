import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { failureMessage } from '../lib/forms';
import { EMAIL_MESSAGE } from '../lib/schemas/common';
import { subscribeInputSchema } from '../lib/schemas/newsletter';
import { submitWithOutbox } from '../lib/submit-with-outbox';
import { toast } from '../stores/toasts';
import { useIslandReady } from './useIslandReady';
import { PAGE_EVENTS } from '../lib/page-events';

type Status = 'idle' | 'submitting' | 'subscribed';

/** Weekly Coaching Tips signup: idle -> 'Subscribing...' -> 'Thanks for subscribing!'. */
export default function NewsletterForm() {
  const [status, setStatus] = useState<Status>('idle');
  const [invalid, setInvalid] = useState(false);
  // The island hydrates on the visitor's first focus or press (client:ondemand="hold ..." on the
  // home page): an Enter or a Subscribe tap before then is held, shown as pending, and replayed
  // once this signals it is ready, so Subscribe is never disabled while the code arrives.
  const readyRef = useIslandReady<HTMLFormElement>();
  const inputRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useEffect(() => {
    if (status === 'subscribed') thanksRef.current?.focus();
  }, [status]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    // Read from the field itself: it is uncontrolled, so whatever was typed before the island
    // hydrated is kept, and a failed attempt leaves the address in place.
    const parsed = subscribeInputSchema.safeParse({ email: inputRef.current?.value ?? '' });
    if (!parsed.success) {
      setInvalid(true);
      inputRef.current?.focus();
      toast({ title: 'Invalid email', description: EMAIL_MESSAGE });
      return;
    }
    setInvalid(false);
    setStatus('submitting');
    try {
      const outcome = await submitWithOutbox('newsletter', '/api/newsletter/subscribe', parsed.data);
      setStatus('subscribed');
      document.dispatchEvent(new CustomEvent(PAGE_EVENTS.counted, { detail: 'signup' }));
      toast(
        outcome === 'sent'
          ? { title: 'Subscribed!', description: "You'll receive weekly coaching tips in your inbox." }
          : {
              title: 'Saved, will send when you are back online',
              description: "You're offline. Your sign-up will be sent automatically when you have a connection.",
            },
      );
    } catch (error) {
      setStatus('idle');
      toast({ title: 'Subscription failed', description: failureMessage(error, 'Please try again later'), variant: 'destructive' });
    }
  };

  if (status === 'subscribed') {
    return (
      <div role="status">
        <p ref={thanksRef} tabIndex={-1} className="text-lg font-semibold">
          Thanks for subscribing!
        </p>
        {/* Double opt-in (when the site sends email): the first tip comes only after the click. */}
        <p className="mt-2">Please check your inbox: if we sent you a confirmation email, click its link to start receiving the tips.</p>
      </div>
    );
  }

  return (
    <form ref={readyRef} noValidate onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={`${id}-email`} className="label">
        Email address
      </label>
      <div className="flex flex-col gap-3 md:flex-row">
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          className="field"
          aria-invalid={invalid || undefined}
          onChange={() => setInvalid(false)}
        />
        <button type="submit" className="btn btn-primary" disabled={status === 'submitting'}>
          {status === 'submitting' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
