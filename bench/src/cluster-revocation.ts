// How long a session signed out on one instance is still answered by the other (the session cache's
// NOTIFY, docs/decisions/0021-session-cache.md), measured on warmed caches.

async function status(url: string, token: string): Promise<number> {
  return (await fetch(`${url}/api/auth/profile`, { headers: { authorization: token } })).status;
}

/** Signs `email` in `times` times; each time both caches are warmed, it signs out on `a`, and `b` is polled. */
export async function revocationDelays(
  a: string,
  b: string,
  email: string,
  password: string,
  times: number,
): Promise<number[]> {
  const delays: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const res = await fetch(`${a}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    for (const url of [a, b, a, b]) if ((await status(url, token)) !== 200) throw new Error('warming failed');
    const out = await fetch(`${a}/api/auth/logout`, { method: 'POST', headers: { authorization: token } });
    if (!out.ok) throw new Error(`sign-out failed: ${out.status}`);
    const started = performance.now();
    while ((await status(b, token)) !== 401) {
      if (performance.now() - started > 10_000)
        throw new Error('the other instance still answers after 10 s');
    }
    delays.push(performance.now() - started);
  }
  return delays;
}
