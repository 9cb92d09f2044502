import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../lib/schemas/chat';
import { CoachText } from '../../lib/render-coach-text';

/**
 * The conversation, newest at the bottom; screen readers hear new replies (role=log). A question
 * scrolls to the end (it and "thinking" show); a reply scrolls to its own start, so a long answer
 * is read from its first line instead of opening at its last.
 */
export function MessageList({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const endRef = useRef<HTMLDivElement>(null);
  const lastRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const replyIsLast = last !== undefined && last.role !== 'user';
  // Not on every streamed chunk: the reply grows below its first line, which stays in view.
  useEffect(() => {
    if (replyIsLast) lastRef.current?.scrollIntoView({ block: 'start' });
    else endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, replyIsLast, pending]);

  return (
    <div role="log" aria-live="polite" aria-label="Conversation" className="flex flex-col gap-3" data-testid="chat-log">
      {messages.map((message, index) => (
        <div
          key={`${message.timestamp}-${index}`}
          ref={index === messages.length - 1 ? lastRef : undefined}
          data-role={message.role}
          className={
            message.role === 'user'
              ? 'chat-bubble ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-[var(--brand)] px-4 py-2 text-[var(--brand-fg)]'
              : 'chat-bubble mr-auto max-w-[90%] rounded-2xl rounded-bl-sm border border-[var(--line)] bg-[var(--bg-soft)] px-4 py-2'
          }
        >
          <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Coach: '}</span>
          {message.role === 'user' ? <p className="whitespace-pre-wrap">{message.content}</p> : <CoachText text={message.content} />}
        </div>
      ))}
      {pending && last?.role === 'user' && (
        <div className="mr-auto flex items-center gap-2 px-2 py-1" role="status">
          <span className="chat-spinner" aria-hidden="true" />
          <span className="muted text-sm">Coach is thinking...</span>
        </div>
      )}
      <div ref={endRef} />
    </div>
  );
}
