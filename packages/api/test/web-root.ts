// A fake production build for the suites that test serving it (web.test.ts, prerendered.test.ts):
// files written into a new temp directory that the app reads as its WEB_ROOT.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type App } from './helpers';

/** Paths relative to the web root (e.g. `shell/dist/index.html`) and their contents. */
export type WebRootFiles = Readonly<Record<string, string | Uint8Array>>;

/** Writes a file under the web root, creating its folders (a test replacing a build writes too). */
export function writeWebFile(webRoot: string, file: string, content: string | Uint8Array): void {
  const target = path.join(webRoot, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** A new temp directory holding `files`; the caller removes it. */
export function fakeWebRoot(files: WebRootFiles): string {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-web-'));
  for (const [file, content] of Object.entries(files)) writeWebFile(webRoot, file, content);
  return webRoot;
}

/** Runs `use` with an app serving `files` (and `env`), then closes it and removes the files. */
export async function withWebRoot<T>(
  files: WebRootFiles,
  env: Record<string, string>,
  use: (app: App, webRoot: string) => Promise<T>,
): Promise<T> {
  const webRoot = fakeWebRoot(files);
  try {
    const app = await buildTestApp({ env: { WEB_ROOT: webRoot, ...env } });
    try {
      return await use(app, webRoot);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(webRoot, { recursive: true, force: true });
  }
}

/**
 * One app serving `files` for the whole describe block around the call (beforeAll / afterAll);
 * `use` receives it and the web root once they exist.
 */
export function setUpWebRoot(files: WebRootFiles, use: (app: App, webRoot: string) => void): void {
  let app: App | undefined;
  let webRoot: string | undefined;
  beforeAll(async () => {
    webRoot = fakeWebRoot(files);
    app = await buildTestApp({ env: { WEB_ROOT: webRoot } });
    use(app, webRoot);
  });
  afterAll(async () => {
    await app?.close();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });
}
