import { useEffect, useState } from 'react';
import { ApiError, postJson } from '../lib/api';
import { UNSUBSCRIBE_TOKEN_MESSAGE, type UnsubscribeResult } from '../lib/schemas/unsubscribe-rules';

type State = 'working' | 'removed' | 'not-found' | 'invalid' | 'error';

const MESSAGES: Record<State, { title: string; body: string }> = {
  working: { title: 'Removing your subscription...', body: 'This takes a moment.' },
  removed: {
    title: "You're unsubscribed",
    body: 'Your email address has been removed from Weekly Coaching Tips. You will not receive any more newsletters from us.',
  },
  'not-found': {
    title: 'No subscription found',
    body: 'Nothing was found for this link. The address may already have been removed, in which case there is nothing more to do.',
  },
  invalid: { title: 'This link is incomplete', body: UNSUBSCRIBE_TOKEN_MESSAGE },
  error: { title: 'Something went wrong', body: 'We could not reach the server. Please reload this page to try again.' },
};

/** Reads ?token= from the newsletter's unsubscribe link and ends that subscription. */
export default function Unsubscribe() {
  const [state, setState] = useState<State>('working');

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setState('invalid');
      return;
    }
    postJson<UnsubscribeResult>('/api/newsletter/unsubscribe', { token }).then(
      (result) => setState(result.removed ? 'removed' : 'not-found'),
      (error: unknown) => setState(error instanceof ApiError && error.status === 400 ? 'invalid' : 'error'),
    );
  }, []);

  // Every message sits in the same grid cell and only the current one is visible, so the card is
  // always as tall as the longest message: the answer arriving never moves the page (CLS 0).
  return (
    <div role="status" className="card grid">
      {(Object.keys(MESSAGES) as State[]).map((key) => (
        <div key={key} className={`col-start-1 row-start-1 ${key === state ? '' : 'invisible'}`} aria-hidden={key !== state}>
          <h2 className="text-2xl font-bold">{MESSAGES[key].title}</h2>
          <p className="mt-2">{MESSAGES[key].body}</p>
        </div>
      ))}
    </div>
  );
}
