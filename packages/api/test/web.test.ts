import { mkdtempSync, rmSync } from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor } from '../src/plugins/app/web';
import { buildTestApp, logCollector, type App } from './helpers';
import { setUpWebRoot, withWebRoot, writeWebFile } from './web-root';

const INDEX = '<!doctype html><title>shell</title><div id="root"></div>';

/** A fake production build: the shell and two remotes. */
const BUILD = {
  'shell/dist/index.html': INDEX,
  'shell/dist/main.0a1b2c3d.js': 'console.log("shell")',
  'shell/dist/favicon.ico': 'icon',
  'landing/dist/mf-manifest.json': '{"name":"landing"}',
  'landing/dist/remoteEntry.js': 'var landing;',
  'landing/dist/412.9f8e7d6c.js': 'chunk',
  'landing/dist/412.9f8e7d6c.js.gz': zlib.gzipSync('chunk'),
  'landing/dist/412.9f8e7d6c.js.br': zlib.brotliCompressSync('chunk'),
  'landing/dist/.env': 'SECRET=1',
  'shell/dist/main.0a1b2c3d.js.map': '{"sourcesContent":["shell"]}',
  'landing/dist/412.9f8e7d6c.js.map': '{"sourcesContent":["x"]}',
  'cms/dist/mf-manifest.json': '{"name":"cms"}',
  'secret.txt': 'outside every dist',
};

describe('production web serving', () => {
  let app: App;
  let webRoot: string;
  setUpWebRoot(BUILD, (served, root) => {
    app = served;
    webRoot = root;
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves the shell index at / and for the SPA routes, never cached, with the CSP', async () => {
    for (const url of [
      '/',
      '/login',
      '/app',
      '/app/',
      '/app/routers/42/ppp',
      '/app/cms/banners/create?x=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('serves index.html for other extension-less paths (the shell shows its not-found page)', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it("serves the shell's files, long-cached when their name carries a hash", async () => {
    const chunk = await get('/main.0a1b2c3d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('console.log("shell")');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's brotli or gzip copy when the browser accepts it, else the plain file", async () => {
    const url = '/remotes/landing/412.9f8e7d6c.js';
    const cases = [
      ['br, gzip, deflate', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
      ['gzip', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
      ['identity', undefined, (b: Buffer) => b],
    ] as const;
    for (const [accept, encoding, decode] of cases) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe('chunk');
    }
    // A file without copies is sent plain to a browser that accepts brotli.
    const entry = await app.inject({
      method: 'GET',
      url: '/remotes/landing/remoteEntry.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-encoding']).toBeUndefined();
    expect(entry.body).toBe('var landing;');
  });

  it('answers 404 for a missing file, not the index', async () => {
    const response = await get('/missing.0a1b2c3d.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('serves each remote under /remotes/<name>/ with entry files revalidated and chunks cached', async () => {
    const manifest = await get('/remotes/landing/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'landing' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');

    const entry = await get('/remotes/landing/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toMatch(/javascript/);

    const chunk = await get('/remotes/landing/412.9f8e7d6c.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('picks up a replaced remote build without a restart', async () => {
    writeWebFile(webRoot, 'cms/dist/mf-manifest.json', '{"name":"cms","build":2}');
    expect((await get('/remotes/cms/mf-manifest.json')).json()).toEqual({ name: 'cms', build: 2 });
  });

  it('answers 404 for a missing remote file, an unknown remote, dotfiles and paths outside dist', async () => {
    const urls = [
      '/remotes/delivery/mf-manifest.json',
      '/remotes/landing/nope.js',
      '/remotes/evil/mf-manifest.json',
      '/remotes/landing/.env',
      '/remotes/landing/..%2f..%2fsecret.txt',
      '/remotes/landing/../../secret.txt',
      '/..%2fsecret.txt',
      '/remotes/landing',
    ];
    const wrong: string[] = [];
    for (const url of urls) {
      const response = await get(url);
      const leaked =
        response.body.includes('outside every dist') || response.body.includes('SECRET');
      if (response.statusCode < 400 || response.statusCode >= 500 || leaked) {
        wrong.push(`${url} → ${response.statusCode}${leaked ? ' (leaked)' : ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves /remotes.json pointing at this server by default', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      remotes: {
        landing: '/remotes/landing/mf-manifest.json',
        delivery: '/remotes/delivery/mf-manifest.json',
        'admin-users': '/remotes/admin-users/mf-manifest.json',
        hotspot: '/remotes/hotspot/mf-manifest.json',
        cms: '/remotes/cms/mf-manifest.json',
        billing: '/remotes/billing/mf-manifest.json',
      },
    });
  });
});

describe('remote URLs from the environment', () => {
  it('puts REMOTE_<NAME>_URL in /remotes.json and its origin in the CSP', async () => {
    const app = await buildTestApp({
      env: {
        REMOTE_ADMIN_USERS_URL: 'https://cdn.example.com/admin-users/v7/mf-manifest.json',
        REMOTE_CMS_URL: 'http://cms.example.net:8443/mf-manifest.json',
        REMOTE_LANDING_URL: '/static/landing/mf-manifest.json',
      },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.json().remotes).toEqual({
        landing: '/static/landing/mf-manifest.json',
        delivery: '/remotes/delivery/mf-manifest.json',
        'admin-users': 'https://cdn.example.com/admin-users/v7/mf-manifest.json',
        hotspot: '/remotes/hotspot/mf-manifest.json',
        cms: 'http://cms.example.net:8443/mf-manifest.json',
        billing: '/remotes/billing/mf-manifest.json',
      });
      const csp = String(response.headers['content-security-policy']);
      const directive = (name: string) =>
        csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
      for (const name of ['script-src', 'style-src', 'connect-src']) {
        expect(directive(name)).toContain('https://cdn.example.com');
        expect(directive(name)).toContain('http://cms.example.net:8443');
      }
      expect(directive('script-src')).not.toContain('/static');
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a remote URL that is neither http(s) nor a path', async () => {
    await expect(buildTestApp({ env: { REMOTE_CMS_URL: 'javascript:alert(1)' } })).rejects.toThrow(
      /REMOTE_CMS_URL/,
    );
  });
});

describe('without a built front end', () => {
  it('logs a clear warning and answers 404 JSON at /', async () => {
    const logs = logCollector();
    const emptyRoot = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-web-empty-'));
    const app = await buildTestApp({
      env: { WEB_ROOT: emptyRoot, LOG_LEVEL: 'warn' },
      logStream: logs,
    });
    try {
      expect(logs.lines().some((line) => String(line.msg).includes('not built'))).toBe(true);
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(emptyRoot, { recursive: true, force: true });
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['main.0a1b2c3d.js', 'public, max-age=31536000, immutable'],
    ['412.9f8e7d6c.js.map', 'public, max-age=31536000, immutable'],
    ['412.9f8e7d6c.js.br', 'public, max-age=31536000, immutable'],
    ['main.0a1b2c3d.js.gz', 'public, max-age=31536000, immutable'],
    ['remoteEntry.js.gz', 'no-cache'],
    ['styles-4be1a9c0d2.css', 'public, max-age=31536000, immutable'],
    ['logo.svg', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('source maps', () => {
  const maps = ['/main.0a1b2c3d.js.map', '/remotes/landing/412.9f8e7d6c.js.map'];

  async function answers(env: Record<string, string>) {
    return withWebRoot(BUILD, env, async (app) => {
      const out: [string, number][] = [];
      for (const url of maps) out.push([url, (await app.inject({ url })).statusCode]);
      // The script next to each map is served either way.
      for (const url of ['/main.0a1b2c3d.js', '/remotes/landing/412.9f8e7d6c.js']) {
        expect((await app.inject({ url })).statusCode).toBe(200);
      }
      return out;
    });
  }

  it("answers 404 for the shell's and the remotes' source maps by default", async () => {
    expect(await answers({})).toEqual(maps.map((url) => [url, 404]));
  });

  it('serves them when SERVE_SOURCE_MAPS=true', async () => {
    expect(await answers({ SERVE_SOURCE_MAPS: 'true' })).toEqual(maps.map((url) => [url, 200]));
  });
});
