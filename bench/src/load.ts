// One autocannon run, reduced to the figures the notes report.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { measured } from './samples.js';

export interface LoadResult {
  title: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The server process's CPU time (user and system) per request, in µs, when its pid was given. */
  cpuMicros?: number;
}

/** Clock ticks a second of /proc's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** A process's CPU time so far (user and system), in clock ticks. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the stat file's 14th and 15th fields; these fields start at the 3rd.
  return Number(fields[11]) + Number(fields[12]);
}

export async function measure({
  title,
  url,
  headers = {},
  method = 'GET',
  body,
  duration = 10,
  connections = 20,
  pid,
}: {
  title: string;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  duration?: number;
  connections?: number;
  /** The server's process, to count the CPU time it spends a request. */
  pid?: number;
}): Promise<LoadResult> {
  const before = pid ? cpuTicks(pid) : 0;
  const result = await autocannon({ url, method, headers, body, duration, connections });
  const ticks = pid ? cpuTicks(pid) - before : 0;
  // A run that got no answer would print 0 req/s and latencies of nothing.
  measured(result.requests.total > 0 ? [result.requests.total] : [], title);
  const non2xx = result.non2xx + result.errors;
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx,
    ...(pid ? { cpuMicros: ((ticks / TICKS_PER_SECOND) * 1e6) / result.requests.total } : {}),
  };
}

export function printTable(rows: LoadResult[]): void {
  const cpu = rows.some((r) => r.cpuMicros !== undefined);
  console.log(
    `\n| call | req/s | p50 ms | p99 ms | errors |${cpu ? ' CPU µs a request |' : ''}\n|---|---:|---:|---:|---:|${cpu ? '---:|' : ''}`,
  );
  for (const r of rows)
    console.log(
      `| ${r.title} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} |${cpu ? ` ${r.cpuMicros?.toFixed(1) ?? ''} |` : ''}`,
    );
}
