import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { takePendingRequest } from '../../lib/pending-requests';
import { $widget, restoredWidgetState, setWidget } from '../../stores/chat';
import { ChatPanel } from './ChatPanel';
import { useBottomSheetDrag } from './useBottomSheetDrag';
import { CloseButton } from '../CloseButton';
import { PAGE_EVENTS } from '../../lib/page-events';

const MOBILE_QUERY = '(max-width: 767px)';

/**
 * The floating AI Coach: closed (the static round button in BaseLayout) → open
 * (desktop: right-side panel; mobile: bottom drawer at 85% of the viewport) → minimized (a vertical
 * 'AI Coach' tab on the right edge) → closed. Hydrated only when the visitor opens it, or on the
 * next page when it was open on the previous one.
 */
export default function ChatWidget() {
  const state = useStore($widget);
  const [mobile, setMobile] = useState(false);
  const close = () => setWidget('closed');
  const { snap, offset, handlers } = useBottomSheetDrag(close);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    const open = () => setWidget('open');
    document.addEventListener(PAGE_EVENTS.openChat, open);
    if (takePendingRequest(PAGE_EVENTS.openChat)) open();
    else if (restoredWidgetState() !== 'closed') setWidget(restoredWidgetState());
    return () => {
      query.removeEventListener('change', update);
      document.removeEventListener(PAGE_EVENTS.openChat, open);
    };
  }, []);

  // The static launcher button stands in for the closed state.
  useEffect(() => {
    const launcher = document.querySelector<HTMLElement>('[data-chat-launcher]');
    if (launcher) launcher.hidden = state !== 'closed';
    if (state === 'open') panelRef.current?.querySelector('textarea')?.focus();
    if (state === 'closed' && document.activeElement === document.body) launcher?.focus();
  }, [state]);

  useEffect(() => {
    if (state !== 'open') return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state]);

  if (state === 'closed') return null;

  if (state === 'minimized') {
    return (
      <button type="button" className="chat-tab no-print" onClick={() => setWidget('open')} aria-label="Expand AI Coach">
        AI Coach
      </button>
    );
  }

  const sheetStyle = mobile ? { height: `${snap * 100}dvh`, transform: offset ? `translateY(${offset}px)` : undefined } : undefined;

  return (
    <>
      {mobile && <div className="chat-backdrop no-print" aria-hidden="true" onClick={close} />}
      <section
        ref={panelRef}
        role="dialog"
        aria-modal={mobile}
        aria-label="AI Coach"
        className={`chat-panel no-print ${mobile ? 'chat-panel-mobile' : 'chat-panel-desktop'}`}
        style={sheetStyle}
      >
        {mobile && (
          <div className="chat-handle" {...handlers} aria-hidden="true" data-testid="chat-drag-handle">
            <span />
          </div>
        )}
        <div className="flex items-center justify-between gap-2 border-b border-[var(--line)] px-4 py-2">
          <h2 className="text-lg font-bold">AI Coach</h2>
          <div className="flex gap-1">
            <button type="button" className="icon-btn" onClick={() => setWidget('minimized')} aria-label="Minimize AI Coach">
              <span aria-hidden="true" className="text-2xl leading-none">
                &minus;
              </span>
            </button>
            <CloseButton label="Close AI Coach" onClick={close} />
          </div>
        </div>
        <ChatPanel />
      </section>
    </>
  );
}
