import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { sendEnvelope, NOT_FOUND_MESSAGE } from './errors';
import { API_PREFIX, isUnder } from '../../contract/endpoints/prefixes';

/**
 * Serves the built console (every file gets its own route: wildcard off); any other GET
 * outside /api falls back to index.html so the console's routes survive a reload.
 */
export const staticPlugin = fp<{ staticDir?: string }>(async (app, { staticDir }) => {
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(staticDir),
      wildcard: false,
      index: false,
      // scripts/compress-dist.mjs writes .br/.gz siblings at build time: sent to clients that
      // accept them (Vary: Accept-Encoding), never routed as files of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, sentPath) {
        // The sent file may be the compressed sibling: judge it by the asset it encodes.
        const filePath = sentPath.replace(/\.(br|gz)$/, '');
        const name = path.basename(filePath);
        // Hashed assets never change; the shell and the service worker must be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest')) res.header('Cache-Control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = isUnder(url, API_PREFIX);
    // Console routes (/calendar, /login …) get the shell; a missing asset (has an extension) stays a 404.
    if (staticDir && !isApi && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendEnvelope(reply, 404, { requestStatus: 0, message: NOT_FOUND_MESSAGE });
  });
});
