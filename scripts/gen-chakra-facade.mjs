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
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const {
  FACADE_FILE,
  THEME_RECIPES_FILE,
  scanChakraImports,
  renderFacade,
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
  const wanted = renderFacade(names.keys());
  const wantedRecipes = wantedThemeRecipes(names.keys());
  const current = read(FACADE_FILE);
  const currentRecipes = read(THEME_RECIPES_FILE);
  if (check) {
    let stale = false;
    if (current !== wanted) {
      const have = readFacadeNames();
      const missing = [...names.keys()].filter((n) => !have.has(n));
      const extra = [...have].filter((n) => !names.has(n));
      console.error(
        `The Chakra facade is out of date: run \`pnpm gen:chakra\`.\n  missing: ${missing.join(', ') || '–'}\n  unused: ${extra.join(', ') || '–'}`,
      );
      stale = true;
    }
    if (currentRecipes !== wantedRecipes) {
      console.error(
        `The theme's recipes (${path.relative(root, THEME_RECIPES_FILE)}) are out of date: run \`pnpm gen:chakra\`.`,
      );
      stale = true;
    }
    if (stale) process.exit(1);
    console.log(`Chakra facade and theme recipes up to date (${names.size} names).`);
    return;
  }
  writeFileSync(FACADE_FILE, wanted);
  writeFileSync(THEME_RECIPES_FILE, wantedRecipes);
  console.log(
    `Wrote ${path.relative(root, FACADE_FILE)} (${names.size} names) and ${path.relative(root, THEME_RECIPES_FILE)}.`,
  );
}

main();
