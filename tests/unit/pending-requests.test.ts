import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordPendingRequest, takePendingRequest, takePendingRequestDetail } from '../../src/lib/pending-requests';

describe('pending island requests', () => {
  beforeEach(() => vi.stubGlobal('window', {}));
  afterEach(() => vi.unstubAllGlobals());

  it('is taken once, with the latest event’s detail', () => {
    recordPendingRequest('open-inquiry', { serviceType: 'First' });
    recordPendingRequest('open-inquiry', { serviceType: 'Second' });
    expect(takePendingRequestDetail('open-inquiry')).toEqual({ detail: { serviceType: 'Second' } });
    expect(takePendingRequestDetail('open-inquiry')).toBeNull();
  });

  it('keeps each event type separately and works without detail', () => {
    recordPendingRequest('open-search');
    expect(takePendingRequestDetail('open-inquiry')).toBeNull();
    expect(takePendingRequest('open-search')).toBe(true);
    expect(takePendingRequest('open-search')).toBe(false);
  });

  it('answers nothing pending before anything was recorded', () => {
    expect(takePendingRequest('open-search')).toBe(false);
    expect(takePendingRequestDetail('open-inquiry')).toBeNull();
  });

  it('keeps recording until the island takes that type, then leaves it to the island', () => {
    // An event that arrives while React is still mounting the island is kept for it...
    recordPendingRequest('open-inquiry', { serviceType: 'During mount' });
    expect(takePendingRequestDetail('open-inquiry')).toEqual({ detail: { serviceType: 'During mount' } });
    // ...and once the island listens itself, the same event is not stored a second time.
    recordPendingRequest('open-inquiry', { serviceType: 'Handled by the island' });
    expect(takePendingRequestDetail('open-inquiry')).toBeNull();
    // Other types are still recorded for their own islands.
    recordPendingRequest('open-search');
    expect(takePendingRequest('open-search')).toBe(true);
  });
});
