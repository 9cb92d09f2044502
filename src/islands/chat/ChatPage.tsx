import { ChatPanel } from './ChatPanel';

/** The full-page AI Coach on /tools/chatbot: the same conversation as the floating widget. */
export default function ChatPage() {
  return (
    <section aria-label="AI Coach conversation" className="card flex h-[70dvh] min-h-[28rem] flex-col overflow-hidden p-0">
      <ChatPanel autoFocus={false} />
    </section>
  );
}
