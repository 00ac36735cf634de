import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToast, expireToasts, nextExpiryIn, removeToast, toastLifetimeMs, withoutErrors, type Toast } from './toast-queue';

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') }));
afterEach(() => vi.useRealTimers());

/** Drives the queue the way the toaster does: one timer for the next expiry. */
function runQueue() {
  let queue: Toast[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const wait = nextExpiryIn(queue, Date.now());
    if (wait !== undefined) timer = setTimeout(() => ((queue = expireToasts(queue, Date.now())), schedule()), wait);
  };
  let id = 0;
  return {
    add(message: string, severity: 'success' | 'error' = 'success', source?: string) {
      queue = addToast(queue, { message, severity, source }, ++id, Date.now());
      schedule();
      return id;
    },
    leavePage() {
      queue = withoutErrors(queue);
      schedule();
    },
    close(toastId: number) {
      queue = removeToast(queue, toastId);
      schedule();
    },
    messages: () => queue.map((toast) => toast.message),
  };
}

describe('toast queue', () => {
  it('puts a new toast on top', () => {
    const toasts = runQueue();
    toasts.add('first');
    toasts.add('second');
    toasts.add('third', 'error');
    expect(toasts.messages()).toEqual(['third', 'second', 'first']);
  });

  it('removes each toast six seconds after it appeared, oldest first', () => {
    expect(toastLifetimeMs).toBe(6000);
    const toasts = runQueue();
    toasts.add('first');
    vi.advanceTimersByTime(1000);
    toasts.add('second');
    vi.advanceTimersByTime(1000);
    toasts.add('third');
    vi.advanceTimersByTime(3999);
    expect(toasts.messages()).toEqual(['third', 'second', 'first']);
    vi.advanceTimersByTime(1);
    expect(toasts.messages()).toEqual(['third', 'second']);
    vi.advanceTimersByTime(1000);
    expect(toasts.messages()).toEqual(['third']);
    vi.advanceTimersByTime(1000);
    expect(toasts.messages()).toEqual([]);
  });

  it('closes exactly one toast and keeps the others on their own clocks', () => {
    const toasts = runQueue();
    toasts.add('first');
    vi.advanceTimersByTime(2000);
    const second = toasts.add('second');
    toasts.add('third');
    toasts.close(second);
    expect(toasts.messages()).toEqual(['third', 'first']);
    vi.advanceTimersByTime(4000);
    expect(toasts.messages()).toEqual(['third']);
    vi.advanceTimersByTime(2000);
    expect(toasts.messages()).toEqual([]);
  });

  it('shows a repeated message once, on top and with a fresh lifetime', () => {
    const toasts = runQueue();
    toasts.add('Please check the marked fields.', 'error');
    vi.advanceTimersByTime(5000);
    toasts.add('Saved');
    toasts.add('Please check the marked fields.', 'error');
    toasts.add('Please check the marked fields.', 'error');
    expect(toasts.messages()).toEqual(['Please check the marked fields.', 'Saved']);
    vi.advanceTimersByTime(1000);
    expect(toasts.messages()).toEqual(['Please check the marked fields.', 'Saved']);
    vi.advanceTimersByTime(5000);
    expect(toasts.messages()).toEqual([]);
  });

  it('keeps the same words with another severity apart', () => {
    const toasts = runQueue();
    toasts.add('Done', 'success');
    toasts.add('Done', 'error');
    expect(toasts.messages()).toEqual(['Done', 'Done']);
  });

  it("removes a source's errors when the same source succeeds, and nobody else's", () => {
    const toasts = runQueue();
    toasts.add('Please check the marked fields.', 'error', 'contact-form');
    toasts.add('The link could not be copied.', 'error', 'share');
    toasts.add('Copied', 'success');
    toasts.add('Thank you, Anna.', 'success', 'contact-form');
    expect(toasts.messages()).toEqual(['Thank you, Anna.', 'Copied', 'The link could not be copied.']);
  });

  it('keeps errors when a success has no source or another one', () => {
    const toasts = runQueue();
    toasts.add('Please check the marked fields.', 'error', 'contact-form');
    toasts.add('Copied');
    toasts.add('Thank you, Jana.', 'success', 'estimate-form');
    expect(toasts.messages()).toEqual(['Thank you, Jana.', 'Copied', 'Please check the marked fields.']);
  });

  it('drops every error, and only the errors, when the visitor moves to another page', () => {
    const toasts = runQueue();
    toasts.add('Please check the marked fields.', 'error', 'estimate-form');
    toasts.add('Thank you, Jana.', 'success', 'contact-form');
    toasts.add('Sending failed.', 'error');
    toasts.leavePage();
    expect(toasts.messages()).toEqual(['Thank you, Jana.']);
    vi.advanceTimersByTime(toastLifetimeMs);
    expect(toasts.messages()).toEqual([]);
  });

  it('has nothing to schedule when empty', () => {
    expect(nextExpiryIn([], Date.now())).toBeUndefined();
  });
});
