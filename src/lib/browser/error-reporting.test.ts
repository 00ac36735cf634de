import { expect, it, vi } from 'vitest';
import { reportError, startErrorReporting } from './error-reporting';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/nextjs', () => sentry);

it('keeps a bounded number of errors while reporting is off, the first ones, and sends them once it starts', async () => {
  for (let i = 0; i < 1000; i++) reportError(new Error(`error ${i}`));
  expect(sentry.captureException).not.toHaveBeenCalled();
  await startErrorReporting('https://key@errors.example.com/1');
  expect(sentry.captureException).toHaveBeenCalledTimes(20);
  expect((sentry.captureException.mock.calls[0]![0] as Error).message).toBe('error 0');
  reportError(new Error('after the start'));
  expect(sentry.captureException).toHaveBeenLastCalledWith(new Error('after the start'));
});

it('sends errors only, scrubbed: no performance tracing, whose spans would pass the scrubbing', async () => {
  await startErrorReporting('https://key@errors.example.com/1');
  const options = sentry.init.mock.calls[0]![0] as Record<string, unknown>;
  expect(options).toMatchObject({ sendDefaultPii: false, beforeSend: expect.any(Function) });
  expect(Object.keys(options).filter((key) => key.startsWith('traces'))).toEqual([]);
});
