// What `output.clean` keeps in a production build's dist/ when the build runs again.
//
// Why: a tab opened before a redeploy still runs the previous build. When it later opens an area it
// had not loaded yet, it asks for that build's hashed chunk names (`412.1a2b3c4d.js`). If the rebuild
// had deleted them, the area would fail with a 404 until the user reloads. So a rebuild keeps the
// previous builds' content-hashed files (and their .gz/.br/.map copies) for KEEP_PREVIOUS_BUILD_DAYS
// (default 7) after they were written; unhashed files (index.html, remoteEntry.js, mf-manifest.json,
// remotes.json) are always replaced, so new page loads get the new build. A deploy that copies dist/
// to another place should do the same: copy over the old folder without deleting, and prune hashed
// files older than a week (documented in README.md, "Deploying").
const fs = require('node:fs');
const path = require('node:path');

const DAY_MS = 24 * 60 * 60 * 1000;
/** `name.1a2b3c4d.js`, `assets/logo.1a2b3c4d.svg`, plus the compressed copies and source maps. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?(\.gz|\.br)?$/;

function keepDays(env = process.env) {
  const days = Number(env.KEEP_PREVIOUS_BUILD_DAYS ?? 7);
  return Number.isFinite(days) && days >= 0 ? days : 7;
}

/**
 * @param {string} outputPath the build's dist/ folder
 * @param {{ days?: number, now?: () => number }} [options]
 * @returns {(asset: string) => boolean} webpack's `output.clean.keep`
 */
function keepPreviousBuild(outputPath, { days = keepDays(), now = Date.now } = {}) {
  return (asset) => {
    if (!HASHED.test(asset)) return false;
    try {
      const { mtimeMs } = fs.statSync(path.join(outputPath, asset));
      return now() - mtimeMs < days * DAY_MS;
    } catch {
      return false;
    }
  };
}

module.exports = { keepPreviousBuild, keepDays, HASHED };
