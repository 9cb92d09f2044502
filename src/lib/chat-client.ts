import { throwIfNotOk } from './api';
import { contextToSend, type ChatMessage, type ChatRequest } from './schemas/chat';

export interface ChatReply {
  response: string;
  engine?: 'gemini' | 'offline';
  notices?: string[];
}

/**
 * Sends one prompt to POST /api/chat and streams the reply: `onText` is called with the
 * text so far as server-sent events arrive. A server that answers plain JSON works too.
 */
export async function sendChat(
  request: { prompt: string; history: ChatMessage[]; practice?: ChatRequest['practice'] },
  onText: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<ChatReply> {
  const body: ChatRequest = {
    prompt: request.prompt.trim(),
    conversationHistory: contextToSend(request.history, Boolean(request.practice)),
    ...(request.practice ? { practice: request.practice } : {}),
  };
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  await throwIfNotOk(response);

  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const reply = (await response.json()) as ChatReply;
    onText(reply.response);
    return reply;
  }
  return readEventStream(response.body, onText);
}

/** Parses `event: delta|done|error` server-sent events (see netlify/functions/chat.mts). */
async function readEventStream(stream: ReadableStream<Uint8Array>, onText: (text: string) => void): Promise<ChatReply> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (!data) continue;
      const payload = JSON.parse(data) as { text?: string; error?: string } & Partial<ChatReply>;
      if (event === 'delta' && payload.text) {
        text += payload.text;
        onText(text);
      } else if (event === 'done') {
        const final = payload.response ?? text;
        onText(final);
        return { response: final, engine: payload.engine, notices: payload.notices };
      } else if (event === 'error') {
        throw new Error(payload.error ?? 'The coach could not answer');
      }
    }
  }
  if (!text) throw new Error('The coach sent an empty reply');
  return { response: text };
}
