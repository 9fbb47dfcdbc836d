// What stands around the API instances in `npm run bench:cluster`: the loopback proxy and the fake S3,
// each a process of its own (bench/src/cluster-proxy.ts, bench/src/fake-s3.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

export interface Child {
  pid: number;
  stop(): Promise<void>;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function started(child: ChildProcess, port: number, name: string): Promise<Child> {
  const deadline = Date.now() + 60_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`${name} exited early`);
    if (Date.now() > deadline) throw new Error(`${name} did not listen within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const script = (file: string, env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', `bench/src/${file}`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** The proxy on `port`, round robin over the instances on `targets`. */
export const startProxy = (port: number, targets: number[]): Promise<Child> =>
  started(
    script('cluster-proxy.ts', { PROXY_PORT: String(port), PROXY_TARGETS: targets.join(',') }),
    port,
    'the proxy',
  );

/** s3rver on `port`, its bucket `lease-files` under `dir`. */
export const startFakeS3 = (port: number, dir: string): Promise<Child> =>
  started(script('fake-s3.ts', { FAKE_S3_PORT: String(port), FAKE_S3_DIR: dir }), port, 'the fake S3');

/** What the API instances are told to store their files in the fake S3 on `port`. */
export const fakeS3Env = (port: number): Record<string, string> => ({
  S3_BUCKET: 'lease-files',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});
