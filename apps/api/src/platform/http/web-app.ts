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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `No such call: ${request.method} ${path}` });
    }
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ message: `No such file: ${path}` });
    }
    // /login is the light sign-in entry of its own (issue #9); every other page is the app.
    const page = hasLogin && (path === '/login' || path === '/login/') ? 'login.html' : 'index.html';
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
}
