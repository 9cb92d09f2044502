import type { Config } from '@netlify/functions';
import { unsubscribeInputSchema } from '../../src/lib/schemas/unsubscribe';
import { jsonOk, requireMethod, validate } from '../../src/server/http';
import { unsubscribeByToken } from '../../src/server/subscribers';

/**
 * The List-Unsubscribe URL in every newsletter (RFC 8058). A POST (the mail provider's
 * "Unsubscribe" button, body `List-Unsubscribe=One-Click`) removes the subscriber with no further
 * step. A GET (a person or a link scanner opening the URL) only leads to the unsubscribe page,
 * which asks for a click.
 */
export default async (req: Request) => {
  const wrongMethod = requireMethod(req, 'POST', 'GET');
  if (wrongMethod) return wrongMethod;
  const token = new URL(req.url).searchParams.get('token') ?? '';
  if (req.method === 'GET') {
    const page = `/unsubscribe?token=${encodeURIComponent(token)}`;
    // A JSON body too, like every /api answer; browsers follow the 303 and never show it.
    return jsonOk({ location: page }, { status: 303, headers: { Location: page } });
  }
  const parsed = validate(unsubscribeInputSchema, { token });
  if (!parsed.ok) return parsed.response;
  return jsonOk(await unsubscribeByToken(parsed.value.token));
};

// Every method reaches the function, so a wrong one gets its JSON 405 (with Allow) from requireMethod.
export const config: Config = { path: '/api/newsletter/one-click' };
