import { ChatPanel } from './ChatPanel';
import { useIslandReady } from '../useIslandReady';

/** The full-page AI Coach on /tools/chatbot: the same conversation as the floating widget. */
export default function ChatPage() {
  const readyRef = useIslandReady<HTMLElement>();
  return (
    <section ref={readyRef} aria-label="AI Coach conversation" className="card flex h-[70dvh] min-h-[28rem] flex-col overflow-hidden p-0">
      <ChatPanel autoFocus={false} />
    </section>
  );
}
