// `npm run bench`: the real server on a seeded database; health against an authenticated profile call,
// sign-in latency, and the JS weight of the sign-in page.
import { resolve } from 'node:path';
import { measure, printTable } from './load.js';
import { signIn, startServer } from './server.js';
import { signInPageJs } from './signin-size.js';

const password = process.env.DEMO_PASSWORD ?? 'Demo-pass-2026!';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3456) });
try {
  const token = await signIn(server.url, 'landlord@demo.test', password);
  const health = await measure({ title: 'GET /api/health', url: `${server.url}/api/health`, duration });
  const profile = await measure({
    title: 'GET /api/auth/profile (token)',
    url: `${server.url}/api/auth/profile`,
    headers: { authorization: token },
    duration,
  });
  // Sign-in is argon2-bound by design: few connections, to read its latency rather than saturate it.
  const signin = await measure({
    title: 'POST /api/auth/signin',
    url: `${server.url}/api/auth/signin`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'vp@demo.test', password }),
    duration,
    connections: 2,
  });
  printTable([health, profile, signin]);
  console.log(
    `\nprofile / health throughput ratio: ${(profile.requestsPerSecond / health.requestsPerSecond).toFixed(2)}`,
  );
  const js = await signInPageJs(server.url, resolve('apps/web/dist'));
  console.log(
    `sign-in page JS: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip`,
  );
} finally {
  await server.stop();
}
