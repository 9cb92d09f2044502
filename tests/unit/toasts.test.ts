import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, dismiss, remove, toast, update } from '../../src/stores/toasts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    remove();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps at most one toast: a new one replaces the previous', () => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect($toasts.get().map((t) => t.title)).toEqual(['Second']);
  });

  it('closes after 5000 ms and is removed 1,000,000 ms after dismissal', () => {
    const id = toast({ title: 'Subscribed!' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect($toasts.get()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($toasts.get()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect($toasts.get()).toEqual([]);
  });

  it('can be updated and dismissed by id', () => {
    const id = toast({ title: 'Saving' });
    update(id, { title: 'Saved', variant: 'destructive' });
    expect($toasts.get()[0]).toMatchObject({ title: 'Saved', variant: 'destructive', open: true });
    dismiss(id);
    expect($toasts.get()[0]?.open).toBe(false);
  });
});
