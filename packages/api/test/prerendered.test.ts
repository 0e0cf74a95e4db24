import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { composePrerenderedHtml } from '../src/lib/prerendered';
import type { App } from './helpers';
import { setUpWebRoot, withWebRoot } from './web-root';

// Issue 8: the public pages a remote prerendered at build time (scripts/prerender.ts) are answered
// with their markup already in the shell's index.html; everything else gets index.html as before.

const INDEX =
  '<!doctype html><html><head><title>Pokayoke Admin</title><script defer src="/main.0a1b2c3d.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const MANIFEST = {
  pages: {
    '/': { file: 'prerender/index.html', title: 'Home <& "quoted">' },
    '/login': { file: 'prerender/login.html', title: 'Login · Pokayoke Admin' },
    '/pay/*': { file: 'prerender/pay.html', title: 'Payment' },
  },
  stylesheets: ['prerender/public.1a2b3c4d.css'],
};

const BUILD = {
  'shell/dist/index.html': INDEX,
  'landing/dist/prerendered.json': JSON.stringify(MANIFEST),
  'landing/dist/prerender/index.html': '<main><h1>Smart WiFi</h1></main>',
  'landing/dist/prerender/login.html': '<main><form method="post"></form></main>',
  'landing/dist/prerender/pay.html': '<main>Payment status</main>',
  'landing/dist/prerender/public.1a2b3c4d.css': '.lp-root{color:red}',
  'secret.html': 'outside every dist',
};

describe('prerendered public pages', () => {
  let app: App;
  let webRoot: string;
  setUpWebRoot(BUILD, (served, root) => {
    app = served;
    webRoot = root;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers / and /login with the markup before #root, the title and the stylesheets, never cached', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(String(home.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(home.body).toBe(
      '<!doctype html><html><head><title>Home &#60;&#38; &#34;quoted&#34;&#62;</title>' +
        '<script defer src="/main.0a1b2c3d.js"></script>' +
        '<link rel="stylesheet" href="/remotes/landing/prerender/public.1a2b3c4d.css" /></head>' +
        '<body><div id="prerendered" data-path="/"><main><h1>Smart WiFi</h1></main></div>' +
        '<div id="root"></div></body></html>',
    );
    const login = await get('/login?next=%2Fapp');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain(
      '<div id="prerendered" data-path="/login"><main><form method="post"></form></main></div><div id="root"></div>',
    );
    expect(login.body).toContain('<title>Login · Pokayoke Admin</title>');
  });

  it('sends it brotli or gzip compressed when the browser accepts it', async () => {
    const plain = (await get('/')).body;
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('matches a prefix page (`/pay/*`) below the prefix only', async () => {
    const pay = await get('/pay/T123-ABC');
    expect(pay.body).toContain(
      '<div id="prerendered" data-path="/pay/T123-ABC"><main>Payment status</main>',
    );
    expect((await get('/pay')).body).toBe(INDEX);
  });

  it('answers the plain index.html for every other page', async () => {
    for (const url of ['/app', '/app/routers/42/ppp', '/no/such/page', '/login/extra']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });

  it('serves the prerendered stylesheet as a long-cached file of the remote', async () => {
    const css = await get('/remotes/landing/prerender/public.1a2b3c4d.css');
    expect(css.statusCode).toBe(200);
    expect(css.body).toBe('.lp-root{color:red}');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('picks up a new build of the remote without a restart', async () => {
    const file = path.join(webRoot, 'landing/dist/prerender/index.html');
    writeFileSync(file, '<main><h1>Build 2</h1></main>');
    // A later modification time, even on a file system with coarse timestamps.
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await get('/')).body).toContain('<main><h1>Build 2</h1></main>');
  });

  it('falls back to index.html for a manifest that is broken or points outside the build', async () => {
    const manifestFile = path.join(webRoot, 'landing/dist/prerendered.json');
    const touch = () => {
      const later = new Date(Date.now() + 10_000 + Math.random() * 10_000);
      utimesSync(manifestFile, later, later);
    };
    try {
      for (const manifest of [
        '{ not json',
        JSON.stringify({
          pages: { '/': { file: '../../secret.html', title: 'x' } },
          stylesheets: [],
        }),
        JSON.stringify({
          ...MANIFEST,
          stylesheets: ['"><script src=//evil.example/x.js></script>.css'],
        }),
        JSON.stringify({
          pages: { '/': { file: 'prerender/missing.html', title: 'x' } },
          stylesheets: [],
        }),
      ]) {
        writeFileSync(manifestFile, manifest);
        touch();
        const response = await get('/');
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(INDEX);
      }
    } finally {
      writeFileSync(manifestFile, JSON.stringify(MANIFEST));
      touch();
    }
    expect((await get('/')).body).toContain('id="prerendered"');
  });
});

describe('prerendered pages of a remote served elsewhere', () => {
  it('are not used: the server cannot vouch for that remote’s files', async () => {
    const remote = { REMOTE_LANDING_URL: 'https://cdn.example.com/landing/mf-manifest.json' };
    await withWebRoot(BUILD, remote, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/' })).body).toBe(INDEX);
    });
  });
});

describe('composePrerenderedHtml', () => {
  it('gives up (null) when the index has no empty #root or no head', () => {
    const page = { pathname: '/', markup: '<p>x</p>', title: 't', stylesheets: [] };
    expect(
      composePrerenderedHtml('<html><head></head><body><div id="app"></div></body></html>', page),
    ).toBeNull();
    expect(composePrerenderedHtml('<div id="root"></div>', page)).toBeNull();
  });
});
