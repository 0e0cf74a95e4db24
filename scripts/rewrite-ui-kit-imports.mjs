#!/usr/bin/env node
// `pnpm rewrite:ui-kit [paths…]`: turns `import { … } from 'ui-kit'` (and `export { … } from`) into imports from the subpaths
// that hold each name (`ui-kit/table`, `ui-kit/form`, …), in every source file of `packages/*/src`
// (or the files and folders given). Run it after merging code that imports the ui-kit root.
//
// Why: each ui-kit subpath is a federated singleton of its own (config/federation.cjs), so a page
// downloads only the parts it uses; importing the root loads every part (react-datepicker, table-core,
// formik…). Which subpath holds a name is read from the subpath entry files themselves
// (packages/ui-kit/package.json "exports"), so the script needs no list kept by hand.
//
//   pnpm rewrite:ui-kit            rewrite in place, print the files changed
//   pnpm rewrite:ui-kit --check    change nothing; exit 1 when some file still imports the root
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiKit = path.join(root, 'packages/ui-kit');

/**
 * Names exported by one entry file: `export { a, type B } from`, `export * as x from`, `export const`.
 * A name re-exported from another subpath (`export { ConfirmDialog } from 'ui-kit/common'`) belongs to that one.
 */
function exportedNames(file) {
  const text = readFileSync(file, 'utf8');
  const names = new Set();
  for (const block of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}(?:\s*from\s*['"]([^'"]+)['"])?/g)) {
    if (block[2]?.startsWith('ui-kit/')) continue;
    for (const raw of block[1].split(',')) {
      const spec = raw.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').trim().replace(/^type\s+/, '');
      if (spec) names.add(spec.split(/\s+as\s+/).pop().trim());
    }
  }
  for (const m of text.matchAll(/export\s+\*\s+as\s+(\w+)/g)) names.add(m[1]);
  for (const m of text.matchAll(/export\s+(?:const|function|class|type|interface)\s+(\w+)/g)) names.add(m[1]);
  return names;
}

/** name → subpath, from package.json "exports" (root and test kit left out). */
export function subpathOfNames() {
  const { exports } = JSON.parse(readFileSync(path.join(uiKit, 'package.json'), 'utf8'));
  const owner = new Map();
  for (const [key, target] of Object.entries(exports)) {
    if (key === '.' || key === './testing' || !target.endsWith('.ts')) continue;
    const subpath = `ui-kit/${key.slice(2)}`;
    for (const name of exportedNames(path.join(uiKit, target))) {
      if (owner.has(name)) throw new Error(`${name} is exported by ${owner.get(name)} and ${subpath}`);
      owner.set(name, subpath);
    }
  }
  return owner;
}

const ROOT_IMPORT = /(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]ui-kit['"];?/g;

/** The file's text with every root import split by subpath; `unknown` lists names no subpath has. */
export function rewriteSource(text, owner) {
  const unknown = [];
  const output = text.replace(ROOT_IMPORT, (statement, keyword, typeOnly, list) => {
    const bySubpath = new Map();
    for (const raw of list.split(',')) {
      const spec = raw.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').trim();
      if (!spec) continue;
      const name = spec.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      const subpath = owner.get(name);
      if (!subpath) {
        unknown.push(name);
        return statement;
      }
      if (!bySubpath.has(subpath)) bySubpath.set(subpath, []);
      bySubpath.get(subpath).push(spec);
    }
    if (unknown.length) return statement;
    return [...bySubpath]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([subpath, specs]) => {
        const allTypes = typeOnly || specs.every((s) => s.startsWith('type '));
        const names = allTypes ? specs.map((s) => s.replace(/^type\s+/, '')) : specs;
        return `${keyword} ${allTypes ? 'type ' : ''}{ ${names.join(', ')} } from '${subpath}';`;
      })
      .join('\n');
  });
  return { output, unknown };
}

function sourceFiles(target, out = []) {
  const stat = statSync(target);
  if (stat.isFile()) {
    if (/\.(ts|tsx|js|jsx|mjs)$/.test(target)) out.push(target);
    return out;
  }
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    sourceFiles(path.join(target, entry), out);
  }
  return out;
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const targets = args.filter((a) => !a.startsWith('--'));
  const roots = targets.length
    ? targets.map((t) => path.resolve(t))
    : readdirSync(path.join(root, 'packages'))
        .filter((pkg) => pkg !== 'ui-kit')
        .map((pkg) => path.join(root, 'packages', pkg, 'src'))
        .filter((dir) => {
          try {
            return statSync(dir).isDirectory();
          } catch {
            return false;
          }
        });
  const owner = subpathOfNames();
  const changed = [];
  let failed = false;
  for (const file of roots.flatMap((r) => sourceFiles(r))) {
    const text = readFileSync(file, 'utf8');
    const { output, unknown } = rewriteSource(text, owner);
    const rel = path.relative(root, file);
    if (unknown.length) {
      console.error(`${rel}: no ui-kit subpath exports ${unknown.join(', ')}`);
      failed = true;
    }
    if (output === text) continue;
    changed.push(rel);
    if (!check) writeFileSync(file, output);
  }
  if (check && changed.length) {
    console.error(`These files import the ui-kit root; run \`pnpm rewrite:ui-kit\`:\n  ${changed.join('\n  ')}`);
    process.exit(1);
  }
  if (!check) console.log(changed.length ? `Rewrote:\n  ${changed.join('\n  ')}` : 'Nothing imports the ui-kit root.');
  if (failed) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
