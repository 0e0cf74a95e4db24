import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Prerendered public pages (README.md#measured, the loading budgets): a remote's build may render some of its pages to HTML
 * (scripts/prerender.ts writes `dist/prerendered.json` and `dist/prerender/*`). For such a path the
 * server answers the shell's index.html with that markup before `#root` and the page's stylesheets
 * in the head, so the page paints before any script; the shell keeps it on screen until the remote's
 * page replaces it (packages/shell/src/public/prerendered.ts). Every other path, or any problem
 * reading the files, gets the plain index.html.
 */

/** `dist/prerendered.json` of a remote. A page key is an exact path or a prefix ending in `/*`. */
export interface PrerenderManifest {
  pages: Record<string, { file: string; title: string }>;
  stylesheets: string[];
}

/** The element the shell looks for (packages/shell/src/public/prerendered.ts). */
export const PRERENDERED_ELEMENT_ID = 'prerendered';
const ROOT_ELEMENT = '<div id="root"></div>';

export interface PrerenderSource {
  /** The remote's dist folder on this server. */
  dist: string;
  /** The URL its files are served under, ending in `/` (`/remotes/landing/`). */
  baseUrl: string;
}

export interface ComposedPage {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stylesheet path from the manifest: a relative file name without `..`, quotes or a scheme. */
const SAFE_FILE = /^(?!.*\.\.)[\w./-]+\.(?:css|html)$/;

function pageFor(manifest: PrerenderManifest, pathname: string) {
  const exact = manifest.pages[pathname];
  if (exact) return exact;
  for (const [key, page] of Object.entries(manifest.pages)) {
    if (
      key.endsWith('/*') &&
      pathname.startsWith(key.slice(0, -1)) &&
      pathname.length > key.length - 1
    )
      return page;
  }
  return undefined;
}

/**
 * Inserts the markup, title and stylesheets into the shell's index.html; null when the index has no
 * empty `#root` to put it before.
 */
export function composePrerenderedHtml(
  index: string,
  page: { pathname: string; markup: string; title: string; stylesheets: string[] },
): string | null {
  if (!index.includes(ROOT_ELEMENT) || !index.includes('</head>')) return null;
  const links = page.stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`)
    .join('');
  return index
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="${PRERENDERED_ELEMENT_ID}" data-path="${escapeHtml(page.pathname)}">${page.markup}</div>${ROOT_ELEMENT}`,
    );
}

/**
 * Finds and composes the prerendered page for a path, from files read at request time (a new build
 * applies without a restart), cached by the files' modification times with its gzip and brotli copies.
 */
export function createPrerenderedPages(indexFile: string, sources: PrerenderSource[]) {
  const cache = new Map<string, { key: string; page: ComposedPage }>();

  // Each manifest is read and parsed once per build: a request only stats it.
  const manifests = new Map<string, { manifest: PrerenderManifest; mtime: number }>();

  async function readManifest(source: PrerenderSource) {
    const file = path.join(source.dist, 'prerendered.json');
    try {
      const info = await stat(file);
      const known = manifests.get(file);
      if (known?.mtime === info.mtimeMs) return known;
      const read = {
        manifest: JSON.parse(await readFile(file, 'utf8')) as PrerenderManifest,
        mtime: info.mtimeMs,
      };
      manifests.set(file, read);
      return read;
    } catch {
      manifests.delete(file);
      return null;
    }
  }

  return async function find(pathname: string): Promise<ComposedPage | null> {
    for (const source of sources) {
      const read = await readManifest(source);
      const page = read && read.manifest.pages ? pageFor(read.manifest, pathname) : undefined;
      if (!read || !page) continue;
      const stylesheets = Array.isArray(read.manifest.stylesheets) ? read.manifest.stylesheets : [];
      if (!SAFE_FILE.test(page.file) || !stylesheets.every((file) => SAFE_FILE.test(file)))
        return null;
      const markupFile = path.join(source.dist, page.file);
      try {
        const [indexInfo, markupInfo] = await Promise.all([stat(indexFile), stat(markupFile)]);
        const key = `${indexInfo.mtimeMs}:${read.mtime}:${markupInfo.mtimeMs}`;
        const cached = cache.get(pathname);
        if (cached?.key === key) return cached.page;
        const [index, markup] = await Promise.all([
          readFile(indexFile, 'utf8'),
          readFile(markupFile, 'utf8'),
        ]);
        const html = composePrerenderedHtml(index, {
          pathname,
          markup,
          title: String(page.title ?? ''),
          stylesheets: stylesheets.map((file) => `${source.baseUrl}${file}`),
        });
        if (html === null) return null;
        const bytes = Buffer.from(html);
        const composed: ComposedPage = {
          html: bytes,
          gzip: zlib.gzipSync(bytes, { level: 9 }),
          brotli: zlib.brotliCompressSync(bytes, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        };
        // Prefix pages (`/pay/*`) would fill the cache per path: keep a bounded number.
        if (cache.size > 100) cache.clear();
        cache.set(pathname, { key, page: composed });
        return composed;
      } catch {
        return null;
      }
    }
    return null;
  };
}
