// A rebuild keeps the previous build's hashed files for a while (config/keep-previous-build.cjs), so a
// tab opened before a redeploy can still load the chunks it had not loaded yet.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { keepPreviousBuild, keepDays } = require('../keep-previous-build.cjs');

const DAY_MS = 24 * 60 * 60 * 1000;

function distWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-previous-build-'));
  for (const [name, ageDays] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    const time = new Date(Date.now() - ageDays * DAY_MS);
    fs.utimesSync(file, time, time);
  }
  return dir;
}

test('hashed files younger than the window stay; older ones and unhashed entry files go', () => {
  const dir = distWith({
    '412.1a2b3c4d.js': 1,
    '412.1a2b3c4d.js.gz': 1,
    '412.1a2b3c4d.js.br': 1,
    '412.1a2b3c4d.js.map': 1,
    'assets/logo.0f0f0f0f.svg': 2,
    '99.deadbeef.js': 8,
    'remoteEntry.js': 0,
    'mf-manifest.json': 0,
    'index.html': 0,
  });
  try {
    const keep = keepPreviousBuild(dir, { days: 7 });
    expect(
      ['412.1a2b3c4d.js', '412.1a2b3c4d.js.gz', '412.1a2b3c4d.js.br', '412.1a2b3c4d.js.map'].map(
        keep,
      ),
    ).toEqual([true, true, true, true]);
    expect(keep('assets/logo.0f0f0f0f.svg')).toBe(true);
    expect(keep('assets')).toBe(false); // the folder is walked, not kept whole
    expect(keep('99.deadbeef.js')).toBe(false);
    expect(keep('remoteEntry.js')).toBe(false);
    expect(keep('mf-manifest.json')).toBe(false);
    expect(keep('index.html')).toBe(false);
    expect(keep('missing.12345678.js')).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the window comes from KEEP_PREVIOUS_BUILD_DAYS, 0 turns keeping off, nonsense falls back to 7', () => {
  expect(keepDays({})).toBe(7);
  expect(keepDays({ KEEP_PREVIOUS_BUILD_DAYS: '2' })).toBe(2);
  expect(keepDays({ KEEP_PREVIOUS_BUILD_DAYS: '0' })).toBe(0);
  expect(keepDays({ KEEP_PREVIOUS_BUILD_DAYS: 'soon' })).toBe(7);
  const dir = distWith({ '1.abcdef12.js': 0 });
  try {
    expect(keepPreviousBuild(dir, { days: 0 })('1.abcdef12.js')).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
