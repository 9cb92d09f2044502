import type { Page, Route } from '@playwright/test';

/** Server-sent events as POST /api/chat streams them. */
export function sseBody(chunks: string[], final?: Record<string, unknown>): string {
  const deltas = chunks.map((text) => `event: delta\ndata: ${JSON.stringify({ text })}\n\n`).join('');
  return `${deltas}event: done\ndata: ${JSON.stringify({ response: chunks.join(''), engine: 'offline', ...final })}\n\n`;
}

/** Answers every chat request with `reply` (streamed as two chunks) and records the request bodies. */
export async function mockChat(page: Page, reply: string | ((prompt: string) => string) = 'Coach reply') {
  type ChatBody = { prompt: string; conversationHistory: { role: string; content: string }[]; practice?: unknown };
  const bodies: ChatBody[] = [];
  await page.route('**/api/chat', async (route: Route) => {
    const body = route.request().postDataJSON() as ChatBody;
    bodies.push(body);
    const text = typeof reply === 'function' ? reply(body.prompt) : reply;
    const middle = Math.ceil(text.length / 2);
    await route.fulfill({ status: 200, contentType: 'text/event-stream', body: sseBody([text.slice(0, middle), text.slice(middle)]) });
  });
  return bodies;
}

export const storedHistory = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('chat-history') ?? '[]') as { role: string; content: string; timestamp: number }[]);
