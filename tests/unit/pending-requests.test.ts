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
});
