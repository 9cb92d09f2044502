import { useEffect } from 'react';
import { flushOutbox, type OutboxKind } from '../../lib/outbox';
import { takePendingRequest } from '../../lib/pending-requests';
import { toast } from '../../stores/toasts';
import { PAGE_EVENTS } from '../../lib/page-events';

const DELIVERED_TEXT: Record<OutboxKind, string> = {
  inquiry: 'Your inquiry',
  newsletter: 'Your newsletter sign-up',
};

function announce(kinds: OutboxKind[]) {
  if (!kinds.length) return;
  const names = [...new Set(kinds)].map((kind) => DELIVERED_TEXT[kind]);
  toast({ title: 'Sent now that you are back online', description: `${names.join(' and ')} from earlier has been delivered.` });
}

/**
 * Delivers form submissions saved while offline (see src/lib/outbox.ts) when the page loads or
 * the connection returns, and says so. Woken only when something is waiting.
 */
export default function OutboxFlusher() {
  useEffect(() => {
    let running = false;
    const flush = async () => {
      if (running) return;
      running = true;
      try {
        const result = await flushOutbox();
        announce(result.delivered.map((item) => item.kind));
        if (result.rejected.length) {
          toast({
            title: 'A saved submission could not be sent',
            description: 'The server did not accept it. Please fill in the form again.',
            variant: 'destructive',
          });
        }
      } catch (error) {
        console.warn('Could not deliver saved submissions', error);
      } finally {
        running = false;
      }
    };
    const onFlush = () => void flush();
    const onDelivered = () =>
      toast({ title: 'Sent now that you are back online', description: 'What you submitted offline has been delivered.' });
    document.addEventListener(PAGE_EVENTS.flushOutbox, onFlush);
    document.addEventListener(PAGE_EVENTS.outboxDelivered, onDelivered);
    if (takePendingRequest(PAGE_EVENTS.flushOutbox)) onFlush();
    if (takePendingRequest(PAGE_EVENTS.outboxDelivered)) onDelivered();
    return () => {
      document.removeEventListener(PAGE_EVENTS.flushOutbox, onFlush);
      document.removeEventListener(PAGE_EVENTS.outboxDelivered, onDelivered);
    };
  }, []);
  return null;
}
