import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@lease/contract';

/**
 * The built files are not API calls (issue #27): one cold page load fetches dozens of them, so the
 * per-address request limit would answer 429 to the portal's own scripts after a few loads. Every
 * route serving a built file is kept out of it; the history fallback, a not-found handler, never was in it.
 */
const UNLIMITED = { config: { rateLimit: false } } as const;

/** Compressed copies the build writes beside each file; served in its place, never as files of their own. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Every file under `dir`, as paths relative to it with forward slashes. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .replaceAll('\\', '/'),
    );

/**
 * Serves the built web app with history fallback; an unknown /api path answers 404 naming the
 * method and path, distinct from a record that is not found.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasWeb = distDir !== null && existsSync(join(distDir, 'index.html'));
  const hasLogin = hasWeb && existsSync(join(distDir, 'login.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Routes of its own below, one per built file, so each can be kept out of the request limit.
      serve: false,
      index: false,
      // The build's Brotli and gzip copies (compressed once, at their best level) when the browser takes them.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html must always be fetched anew.
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    for (const file of filesUnder(distDir)) {
      if (PRECOMPRESSED.test(file)) continue;
      app.get(`/${file}`, UNLIMITED, (_request, reply) => reply.sendFile(file));
    }
  }
  if (hasLogin) {
    // /login is the light sign-in entry of its own (issue #9), prerendered.
    app.get('/login', UNLIMITED, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('login.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `No such call: ${request.method} ${path}` });
    }
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ message: `No such file: ${path}` });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
