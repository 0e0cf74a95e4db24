// Build step: renders a remote's public pages to HTML (README.md#measured: the first paint of `/` and `/login`
// without waiting for any script). Run after the remote's webpack build, from its package directory:
//
//   tsx ../../scripts/prerender.ts            (packages/landing: "build": "webpack ... && tsx ...")
//
// Reads `src/prerender/pages.tsx` of the package (PRERENDERED_PAGES: path, title, element;
// PRERENDERED_STYLESHEETS: CSS files relative to the package) and writes into its dist/:
//   prerender/<page>.html            the page's markup (react-dom/server, renderToString)
//   prerender/<name>.<hash>.css      each stylesheet, minified, content-hashed (+ .gz and .br copies)
//   prerendered.json                 { pages: { "<path>": { file, title } }, stylesheets: [files] }
// The API (packages/api plugins/app/web.ts) answers a listed path with the shell's index.html plus
// that markup and the stylesheets; any other path gets index.html as before. The shell keeps the
// markup on screen until the remote's page replaces it (packages/shell/src/public/prerendered.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { minifyCss } = require('../config/css-minify-loader.cjs') as {
  minifyCss: (css: string) => string;
};

/** dist/prerendered.json, read by the API's web plugin (packages/api/src/lib/prerendered.ts). */
interface PrerenderManifest {
  pages: Record<string, { file: string; title: string }>;
  stylesheets: string[];
}

/** `/` → index.html, `/login` → login.html, `/a/b` → a_b.html. */
function fileNameOf(pagePath: string): string {
  const slug = pagePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9-]+/gi, '_');
  return `${slug || 'index'}.html`;
}

/**
 * A prerendered form must not submit before the scripts run (a GET would put a password in the
 * address, a POST answers nothing useful): submit buttons become plain buttons marked
 * `data-submit`, and with two or more fields and no submit button, Enter submits nothing either
 * (HTML's implicit submission). The shell makes the submit the visitor asked for on the real form
 * once it is there (packages/shell/src/public/prerendered.ts).
 */
export function withoutSubmit(markup: string): string {
  return markup.replace(/<button([^>]*?) type="submit"/g, '<button$1 type="button" data-submit=""');
}

interface PagesModule {
  PRERENDERED_PAGES: { path: string; title: string; element: ReactElement }[];
  PRERENDERED_STYLESHEETS: string[];
}

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

async function main() {
  const dir = path.resolve(process.argv[2] ?? process.cwd());
  const pagesModule = (await import(
    pathToFileURL(path.join(dir, 'src', 'prerender', 'pages.tsx')).href
  )) as PagesModule & { default?: PagesModule };
  const { PRERENDERED_PAGES, PRERENDERED_STYLESHEETS } = pagesModule.default ?? pagesModule;
  const outDir = path.join(dir, 'dist', 'prerender');
  // Only this build's files: a tab on the previous build never asks for prerendered files.
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const manifest: PrerenderManifest = { pages: {}, stylesheets: [] };
  for (const source of PRERENDERED_STYLESHEETS) {
    const css = minifyCss(readFileSync(path.join(dir, source), 'utf8'));
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
    const file = `${path.basename(source, '.css')}.${hash}.css`;
    writeWithCopies(path.join(outDir, file), css);
    manifest.stylesheets.push(`prerender/${file}`);
  }
  for (const page of PRERENDERED_PAGES) {
    const file = fileNameOf(page.path);
    writeFileSync(path.join(outDir, file), withoutSubmit(renderToString(page.element)));
    manifest.pages[page.path] = { file: `prerender/${file}`, title: page.title };
  }
  writeFileSync(
    path.join(dir, 'dist', 'prerendered.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  console.log(
    `prerendered ${Object.keys(manifest.pages).join(', ')} (${manifest.stylesheets.join(', ')})`,
  );
}

main().then(
  // The pages' modules may leave handles open (shared-auth's storage): the work is done.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
