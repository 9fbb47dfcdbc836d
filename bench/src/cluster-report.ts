// The tables and verdicts of `npm run bench:cluster`.
import type { BenchServer } from './server.js';
import { ok, percentile, type CallType, type Result } from './open-loop.js';

export const ms = (value: number) => value.toFixed(0);

export function loadTable(results: Result[], calls: CallType[], duration: number): string {
  const rows = [...calls.map((c) => c.name), 'all'].map((name) => {
    const mine = name === 'all' ? results : results.filter((r) => r.call === name);
    const latencies = mine.map((r) => r.ms);
    return `| ${name} | ${mine.length} | ${(mine.length / duration).toFixed(1)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} | ${mine.filter((r) => !ok(r)).length} |`;
  });
  const statuses = new Map<number, number>();
  for (const r of results) if (!ok(r)) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const errors = [...statuses]
    .map(([status, n]) => `${n} × ${status === 0 ? 'no answer' : status}`)
    .join(', ');
  return [
    '| call | requests | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    ...(errors ? [`\nerrors by status: ${errors}`] : []),
  ].join('\n');
}

/**
 * One instance through the restart, by when answers came: the failures answered from the restart's
 * start on (up to 30 s after PostgreSQL was up; any others are counted apart), and the last of them,
 * after which every request succeeded, from the restart's start and from PostgreSQL being up again.
 */
export function recovery(results: Result[], instance: number, restartAt: number, upAt: number) {
  const answered = (r: Result) => r.at + r.ms;
  const mine = results.filter((r) => r.instance === instance && !ok(r));
  const during = (r: Result) => answered(r) >= restartAt && answered(r) <= upAt + 30_000;
  const failed = mine
    .filter(during)
    .map(answered)
    .sort((x, y) => x - y);
  const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
  return {
    failed: failed.length,
    elsewhere: mine.length - failed.length,
    window: failed.length ? `${seconds(restartAt, failed[0]!)} … ${seconds(restartAt, failed.at(-1)!)}` : '—',
    // 0 when the failures stopped before pg_ctl saw the server up.
    lastAfterUp: failed.length ? Math.max(0, (failed.at(-1)! - upAt) / 1000) : 0,
  };
}

/**
 * The seconds of a run whose p99 was over the goal: a few scattered ones point at a burst of other work on
 * the machine, all of them at a rate the instances cannot keep up with.
 */
export function slowSeconds(results: Result[]): string {
  const start = Math.min(...results.map((r) => r.at));
  const bySecond = new Map<number, number[]>();
  for (const r of results) {
    const second = Math.floor((r.at - start) / 1000);
    const latencies = bySecond.get(second) ?? [];
    latencies.push(r.ms);
    bySecond.set(second, latencies);
  }
  const slow = [...bySecond].filter(([, latencies]) => percentile(latencies, 99) > 250).map(([s]) => s);
  return `${slow.length} of ${bySecond.size} seconds had a p99 over 250 ms${slow.length ? ` (${slow.join(', ')})` : ''}`;
}

export const outageLines = (server: BenchServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"database')).length;

/** The goal of every step: p99 within it and not one error. */
export const P99_GOAL_MS = 250;

/** One rate step's row (offered rate, answered rate, p50, p99, errors, verdict) and whether it met the goal. */
export function stepRow(rate: number, results: Result[], seconds: number): { row: string; met: boolean } {
  const latencies = results.map((r) => r.ms);
  const p99 = percentile(latencies, 99);
  const errors = results.filter((r) => !ok(r)).length;
  const met = errors === 0 && p99 <= P99_GOAL_MS;
  const answered = results.filter(ok).length / seconds;
  return {
    row: `| ${rate} | ${answered.toFixed(0)} | ${ms(percentile(latencies, 50))} | ${ms(p99)} | ${errors} | ${met ? 'met' : 'missed'} |`,
    met,
  };
}
