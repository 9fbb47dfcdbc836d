// One autocannon run, reduced to the figures the notes report.
import autocannon from 'autocannon';
import { measured } from './samples.js';

export interface LoadResult {
  title: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export async function measure({
  title,
  url,
  headers = {},
  method = 'GET',
  body,
  duration = 10,
  connections = 20,
}: {
  title: string;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  duration?: number;
  connections?: number;
}): Promise<LoadResult> {
  const result = await autocannon({ url, method, headers, body, duration, connections });
  // A run that got no answer would print 0 req/s and latencies of nothing.
  measured(result.requests.total > 0 ? [result.requests.total] : [], title);
  const non2xx = result.non2xx + result.errors;
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx,
  };
}

export function printTable(rows: LoadResult[]): void {
  console.log('\n| call | req/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.title} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
}
