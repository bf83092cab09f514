// The log line is one JSON object: the same one the plain JSON.stringify({ time, level, msg, ...fields }) makes.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/platform/logger';

describe('logger', () => {
  it('writes one JSON object per line, with the time, level, message and fields', () => {
    const lines: [string, boolean][] = [];
    const log = createLogger('info', (line, isError) => lines.push([line, isError]));
    const before = Date.now();
    log.info('request', { requestId: 'r-1', method: 'GET', path: '/api/events?x="1"\n', status: 200, ms: 0.4, user: undefined });
    log.warn('no fields');
    log.error('failed', { error: 'boom "quoted"', nested: { a: [1, 2] } });
    log.info('empty', {});
    log.debug('hidden', { a: 1 });
    expect(lines.map(([, e]) => e)).toEqual([false, false, true, false]);
    const parsed = lines.map(([l]) => JSON.parse(l));
    expect(parsed[0]).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: 'request',
      requestId: 'r-1',
      method: 'GET',
      path: '/api/events?x="1"\n',
      status: 200,
      ms: 0.4,
    });
    expect(Date.parse(parsed[0].time)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(parsed[0].time)).toBeLessThanOrEqual(Date.now());
    expect(parsed[1]).toEqual({ time: expect.any(String), level: 'warn', msg: 'no fields' });
    expect(parsed[2]).toMatchObject({ level: 'error', msg: 'failed', error: 'boom "quoted"', nested: { a: [1, 2] } });
    expect(parsed[3]).toEqual({ time: expect.any(String), level: 'info', msg: 'empty' });
    for (const [line] of lines) expect(line).not.toContain('\n');
  });
});
