#!/usr/bin/env node
// `pnpm gen:chakra`: writes packages/ui-kit/src/chakra/facade.generated.js, the subset of
// @chakra-ui/react the page shares, and packages/ui-kit/src/theme/recipes.generated.ts, the recipes
// of the components in it (the theme is built from those, not from all of Chakra's).
//
// Why: a shared Module Federation singleton is shared whole and cannot be tree-shaken, so sharing
// `@chakra-ui/react` itself put all of Chakra (with @ark-ui and ~60 zag machines, 295 KiB gzip) in
// every console page. The shell instead provides this facade under the name `@chakra-ui/react`
// (config/federation.cjs): it re-exports only the names some package imports, so the shared chunk
// holds those components and what they need. Packages keep writing `import { Box } from
// '@chakra-ui/react'`; types and tests still see the whole package.
//
// Re-run it after adding a Chakra import (or merging a branch that does): the check
// config/__tests__/chakra-facade.test.cjs fails, naming this command, when a package imports a
// Chakra name the facade lacks (that name would be undefined at run time), or uses a component
// whose recipe the theme lacks (it would render unstyled).
//
//   pnpm gen:chakra            write the facade
//   pnpm gen:chakra --check    exit 1 and list the differences instead of writing
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const {
  FACADE_FILE,
  THEME_RECIPES_FILE,
  scanChakraImports,
  facadeFiles,
  readFacadeNames,
  wantedThemeRecipes,
} = require('./lib/chakra-facade.cjs');
const root = path.resolve(path.dirname(FACADE_FILE), '../../../..');

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function main() {
  const check = process.argv.includes('--check');
  const { names, problems } = scanChakraImports();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const wanted = facadeFiles(names.keys());
  wanted.set(THEME_RECIPES_FILE, wantedThemeRecipes(names.keys()));
  // A group taken out of CHAKRA_GROUPS leaves its file behind: it goes too.
  const leftover = readdirSync(path.dirname(FACADE_FILE))
    .filter((name) => /^facade\.\w+\.generated\.js$/.test(name))
    .map((name) => path.join(path.dirname(FACADE_FILE), name))
    .filter((file) => !wanted.has(file));
  const stale = [
    ...[...wanted].filter(([file, text]) => read(file) !== text).map(([file]) => file),
    ...leftover,
  ];
  if (check) {
    if (!stale.length) {
      console.log(`Chakra facade and theme recipes up to date (${names.size} names).`);
      return;
    }
    const have = readFacadeNames();
    const missing = [...names.keys()].filter((n) => !have.has(n));
    const extra = [...have].filter((n) => !names.has(n));
    console.error(
      `The Chakra facade or the theme's recipes are out of date: run \`pnpm gen:chakra\`.\n  stale: ${stale.map((file) => path.relative(root, file)).join(', ')}\n  missing: ${missing.join(', ') || '–'}\n  unused: ${extra.join(', ') || '–'}`,
    );
    process.exit(1);
  }
  for (const [file, text] of wanted) writeFileSync(file, text);
  for (const file of leftover) rmSync(file);
  console.log(
    `Wrote ${[...wanted.keys()].map((file) => path.relative(root, file)).join(', ')} (${names.size} names).`,
  );
}

main();
