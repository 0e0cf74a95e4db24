import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_NAMES, remotesManifest, type AppConfig, type RemoteName } from '../../config';
import { createPrerenderedPages } from '../../lib/prerendered';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's `[contenthash]`: 8+ hex characters after a dot or dash, before the extension (and `.map`). */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i;
/** Files whose name stays the same across builds: always revalidate, so a new build is picked up. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

/** The build's pre-compressed copies (`main.1a2b3c4d.js.br`) are cached like the file they hold. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

export function cacheControlFor(file: string): string {
  const base = path.basename(file).replace(COMPRESSED_COPY, '');
  if (ENTRY_FILES.has(base) || base.endsWith('.html')) return NO_CACHE;
  if (HASHED_FILE.test(base)) return IMMUTABLE;
  return NO_CACHE;
}

function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string) {
  res.setHeader('cache-control', cacheControlFor(file));
  // The same URL answers brotli, gzip or plain bytes: caches must key on the request's encodings.
  res.setHeader('vary', 'Accept-Encoding');
}

/** A source map, or a compressed copy of one. */
const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/i;

/** An SPA route the shell renders: `/login`, `/app`, `/app/...` and any other extension-less path. */
function isSpaPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/remotes/'))
    return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

export interface WebPluginOptions {
  config: Pick<AppConfig, 'webRoot' | 'remoteUrls' | 'serveSourceMaps'>;
}

/**
 * Production front end from the same process: the shell at `/` (index.html for `/login`, `/app/*`
 * and any other extension-less path, where the shell shows its not-found page; for a path a served
 * remote prerendered, `/` and `/login`, index.html with that page's markup: lib/prerendered.ts), each remote at
 * `/remotes/<name>/`, and `/remotes.json`. Files are read at request time, so replacing a remote's
 * `dist/` folder takes effect without a restart.
 */
export const webPlugin = fp<WebPluginOptions>(
  async (app, { config }) => {
    const shellDist = path.join(config.webRoot, 'shell', 'dist');
    const indexFile = path.join(shellDist, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(
        { shellDist },
        'The web console is not built (no shell/dist/index.html): only the API is served. Run `pnpm build`.',
      );
    }
    const remoteDist = (name: RemoteName) => path.join(config.webRoot, name, 'dist');
    const manifest = remotesManifest(config);
    // Source maps hold the full sources: not public unless SERVE_SOURCE_MAPS=true.
    const hidden = (file: string) =>
      !config.serveSourceMaps && SOURCE_MAP.test(file.split('?')[0] ?? '');

    await app.register(fastifyStatic, {
      root: config.webRoot,
      serve: false,
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
      // The build writes `.br` and `.gz` copies of text assets (config/webpack.cjs); send the best
      // one the browser accepts, else the plain file.
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });

    // Public pages a remote prerendered at build time (lib/prerendered.ts): only remotes this server
    // serves itself, whose files it can read.
    const prerendered = createPrerenderedPages(
      indexFile,
      REMOTE_NAMES.filter((name) => !config.remoteUrls[name]).map((name) => ({
        dist: remoteDist(name),
        baseUrl: `/remotes/${name}/`,
      })),
    );

    async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
      const page = await prerendered(request.url.split('?')[0] ?? '/');
      if (page) {
        const accepts = String(request.headers['accept-encoding'] ?? '');
        const [encoding, body] = /\bbr\b/.test(accepts)
          ? ['br', page.brotli]
          : /\bgzip\b/.test(accepts)
            ? ['gzip', page.gzip]
            : [null, page.html];
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .code(200)
          .header('cache-control', NO_CACHE)
          .header('vary', 'Accept-Encoding')
          .type('text/html; charset=utf-8')
          .send(body);
      }
      let html: Buffer;
      try {
        html = await readFile(indexFile);
      } catch {
        return reply.code(404).type('application/json').send({ message: 'Not found' });
      }
      return reply
        .code(200)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(html);
    }

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      return reply.header('cache-control', NO_CACHE).send(manifest);
    });

    app.get<{ Params: { name: string; '*': string } }>(
      '/remotes/:name/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const name = REMOTE_NAMES.find((remote) => remote === request.params.name);
        if (!name || !request.params['*'] || hidden(request.params['*']))
          return reply.callNotFound();
        return reply.sendFile(request.params['*'], remoteDist(name));
      },
    );

    const spaIndex = async (request: FastifyRequest, reply: FastifyReply) =>
      sendIndex(request, reply);
    for (const url of ['/', '/login', '/app', '/app/*'])
      app.get(url, { schema: { hide: true } }, spaIndex);

    // Any other GET: a file of the shell's build, else (not-found handler) the SPA or a 404.
    app.get<{ Params: { '*': string } }>(
      '/*',
      { schema: { hide: true } },
      async (request, reply) => {
        if (hidden(request.params['*'])) return reply.callNotFound();
        return reply.sendFile(request.params['*'], shellDist);
      },
    );

    app.setNotFoundHandler(async (request, reply) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && isSpaPath(request.url)) {
        return sendIndex(request, reply);
      }
      return reply.code(404).send({ message: 'Not found' });
    });
  },
  { name: 'web', fastify: '5.x' },
);
