import type { Config, Context } from '@netlify/functions';
import { startCoachStream, type CoachStream } from '../../src/coach/engine';
import type { ChatTask } from '../../src/coach/types';
import { chatRequestSchema } from '../../src/lib/schemas/chat';
import { coachDeps } from '../../src/server/coach';
import { apiResponse, jsonOk } from '../../src/server/http';
import { parsePublicPost } from '../../src/server/public-post';
import { rateLimitRule } from '../../src/server/rate-limit';

/**
 * POST /api/chat (docs/product-spec.md §7): `{prompt, conversationHistory}` → `{response}` through the coach
 * engine (Gemini multi-turn chat, or the offline coach). A client that accepts
 * `text/event-stream` gets the reply as it is produced:
 *   event: delta  data: {"text": "..."}        (repeated)
 *   event: done   data: {"response", "engine", "notices"}
 *   event: error  data: {"error"}              (the widget then shows the spec's failure text)
 */
export default async (req: Request, context: Context) => {
  const parsed = await parsePublicPost(req, context, {
    schema: chatRequestSchema,
    rateLimit: rateLimitRule(config),
    maxBytes: 96 * 1024,
  });
  if (!parsed.ok) return parsed.response;

  const { prompt, conversationHistory, practice } = parsed.value;
  const task: ChatTask = {
    kind: 'chat',
    prompt,
    history: conversationHistory.map(({ role, content }) => ({ role, content })),
    ...(practice ? { practice: { persona: practice.persona, action: practice.action } } : {}),
  };
  // A bot that filled the honeypot gets the offline coach: same shape, no Gemini budget spent.
  const stream = await startCoachStream(task, parsed.isBot ? {} : coachDeps());

  if ((req.headers.get('accept') ?? '').includes('text/event-stream')) return eventStream(stream);

  let response = '';
  for await (const chunk of stream.chunks) response += chunk;
  return jsonOk({ response, engine: stream.engine, notices: [...stream.notices, ...stream.finalNotices()] });
};

function eventStream(stream: CoachStream): Response {
  const encoder = new TextEncoder();
  // A TransformStream written from a detached task: the Response is returned at once and each
  // chunk reaches the visitor as soon as it is written.
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const send = (event: string, data: unknown) => writer.write(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  void (async () => {
    let response = '';
    try {
      for await (const text of stream.chunks) {
        response += text;
        await send('delta', { text });
      }
      await send('done', { response, engine: stream.engine, notices: [...stream.notices, ...stream.finalNotices()] });
    } catch (error) {
      // Never the visitor's text in logs; the widget turns this into the spec's failure message.
      console.warn(`Chat stream failed: ${error instanceof Error ? error.name : 'unknown error'}`);
      await send('error', { error: 'The coach could not finish this reply.' }).catch(() => undefined);
    } finally {
      await writer.close().catch(() => undefined);
    }
  })();
  return apiResponse(readable, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' },
  });
}

export const config: Config = {
  path: '/api/chat',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
