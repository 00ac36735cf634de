import { describe, expect, it, vi } from 'vitest';
import { createOutageLog } from './outage-log.mjs';

const logger = () => ({ warn: vi.fn(), info: vi.fn() });

describe('the shared cache outage log', () => {
  it('warns once per outage, however many requests and retries fail', () => {
    const log = logger();
    const outage = createOutageLog('redis://localhost:6390', log);
    outage.ready();
    for (let i = 0; i < 50; i++) outage.failed(new Error('connect ECONNREFUSED 127.0.0.1:6390'));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toContain('Redis at localhost:6390');
    expect(log.warn.mock.calls[0]![0]).toContain('ECONNREFUSED');
  });

  it('says when Redis is back, and warns again on the next outage', () => {
    const log = logger();
    const outage = createOutageLog('redis://localhost:6390', log);
    outage.ready();
    outage.failed(new Error('Socket closed unexpectedly'));
    outage.ready();
    expect(log.info).toHaveBeenLastCalledWith('Shared cache (Redis at localhost:6390) reachable again.');
    outage.failed(new Error('Socket closed unexpectedly'));
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('warns when Redis is unreachable from the start', () => {
    const log = logger();
    createOutageLog('redis://cache.internal', log).failed(new Error('getaddrinfo ENOTFOUND cache.internal'));
    expect(log.warn.mock.calls[0]![0]).toContain('Redis at cache.internal:6379');
  });

  it('never writes the password of the URL into the log', () => {
    const log = logger();
    const outage = createOutageLog('redis://:s3cret-pass@cache.internal:6380', log);
    outage.ready();
    outage.failed(new Error('Socket closed unexpectedly'));
    expect(JSON.stringify([log.warn.mock.calls, log.info.mock.calls])).not.toContain('s3cret-pass');
  });
});
