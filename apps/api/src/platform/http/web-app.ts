import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@lease/contract';

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
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html must always be fetched anew.
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  if (hasLogin) {
    // /login is the light sign-in entry of its own (issue #9), prerendered. A route rather than the
    // fallback below: only routes get the compression hook, and this page is HTML worth compressing.
    app.get('/login', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('login.html'));
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
