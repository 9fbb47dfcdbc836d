import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { outageLog } from './outage.js';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a restart, a refused connection and a lost one, also under drizzle or pg-boss', () => {
    expect(
      isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('57P01') }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly (Queue: a, Worker: b)'))).toBe(
      true,
    );
  });

  it('leaves a query that is wrong, and what is not an error, to the usual 500', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('22P02') }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('the outage log', () => {
  const recorder = () => {
    const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
    const at = (level: string) => (fields: Record<string, unknown>, msg: string) =>
      void lines.push({ level, msg, fields });
    return { lines, log: { error: at('error'), warn: at('warn') } as unknown as FastifyBaseLogger };
  };
  const down = withCode('57P01');

  it('logs the first failure of a burst and one line when the database answers, with the count', () => {
    const { lines, log } = recorder();
    const outage = outageLog(log);
    for (let i = 0; i < 50; i += 1) outage.failed('request', down, 'request failed');
    for (let i = 0; i < 3; i += 1) outage.failed('jobs', down, 'job queue error');
    outage.answered();
    outage.answered();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['error', 'database unavailable; further failures are counted until it answers again'],
      ['warn', 'database answers again'],
    ]);
    expect(lines[1]!.fields.failures).toEqual({ request: 50, jobs: 3 });
  });

  it('logs every failure that is not an outage, and a new burst after a quiet spell', () => {
    const { lines, log } = recorder();
    let clock = 0;
    const outage = outageLog(log, 1_000, () => clock);
    outage.failed('request', withCode('42P01'), 'request failed');
    outage.failed('request', withCode('42P01'), 'request failed');
    outage.failed('outbox', down, 'outbox dispatch failed');
    clock = 900;
    outage.failed('outbox', down, 'outbox dispatch failed');
    clock = 2_000;
    outage.failed('outbox', down, 'outbox dispatch failed');
    expect(lines.map((l) => l.msg)).toEqual([
      'request failed',
      'request failed',
      'database unavailable; further failures are counted until it answers again',
      'database unavailable; further failures are counted until it answers again',
    ]);
  });
});
