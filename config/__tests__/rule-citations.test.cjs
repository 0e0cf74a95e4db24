// Product rules are cited from the repository's own docs (docs/rules/*.md), never by section of a
// document outside the repository. Exceptions: docs/rules itself, which explains the old citations,
// and the applied migrations, which are checksummed and never edited (docs/rules/README.md, "Old
// citations").
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const SCANNED = ['packages', 'config', 'e2e', 'scripts', 'docs', 'README.md'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.cache',
]);
const EXTENSIONS = /\.(ts|tsx|cts|mts|js|jsx|cjs|mjs|sql|md|json)$/;
const FROZEN = /(^|\/)db\/migrations\/[^/]+\.sql$|^docs\/rules\//;
// Built from parts so that this file does not cite anything itself.
const CITATION = new RegExp(`\\b(${['SPEC', 'DECISIONS'].join('|')})(\\.md)?\\s+${'\u00a7'}`);

function* files(entry) {
  const stat = fs.statSync(entry);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(entry, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(child.name)) continue;
    yield* files(path.join(entry, child.name));
  }
}

test('no file cites the product documents by section', () => {
  const found = [];
  for (const start of SCANNED) {
    const entry = path.join(root, start);
    if (!fs.existsSync(entry)) continue;
    for (const file of files(entry)) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (!EXTENSIONS.test(relative) || FROZEN.test(relative)) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (CITATION.test(line)) found.push(`${relative}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  // Cite the rule in docs/rules/<area>.md instead (docs/rules/README.md lists the areas).
  expect(found).toEqual([]);
});

// Code comments cite the rule, not the history that made it: an issue number or a bare section
// sign cannot be looked up by a newcomer (docs/rules/README.md, "Old citations"). A standard cited
// by section (an RFC) is fine. Markdown may tell history (the README's figures say what came before).
const CODE = /\.(ts|tsx|cts|mts|js|jsx|cjs|mjs)$/;
// Built from parts so that this file does not match itself.
// A number after the word and then a closing mark, "and" or "item" is a citation; a number followed
// by more words is the verb ("it issues 20 numbers").
const HISTORY = new RegExp(
  `\\b${'issue'}s? \\d+(?=[).,:;'\u2019]| and | item |$)|${'\u00a7'}\\s?\\d`,
);
const STANDARD = /\bRFC \d+/;

test('no code comment cites an issue number or a bare section', () => {
  const found = [];
  for (const start of SCANNED) {
    const entry = path.join(root, start);
    if (!fs.existsSync(entry)) continue;
    for (const file of files(entry)) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (!CODE.test(relative) || FROZEN.test(relative)) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (HISTORY.test(line) && !STANDARD.test(line)) found.push(`${relative}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  expect(found).toEqual([]);
});
