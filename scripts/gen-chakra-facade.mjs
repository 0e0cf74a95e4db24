#!/usr/bin/env node
// `pnpm gen:chakra`: writes packages/ui-kit/src/chakra/facade.generated.js, the subset of
// @chakra-ui/react the page shares.
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
// Chakra name the facade lacks (that name would be undefined at run time).
//
//   pnpm gen:chakra            write the facade
//   pnpm gen:chakra --check    exit 1 and list the differences instead of writing
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { FACADE_FILE, scanChakraImports, renderFacade, readFacadeNames } = require('./lib/chakra-facade.cjs');
const root = path.resolve(path.dirname(FACADE_FILE), '../../../..');

function main() {
  const check = process.argv.includes('--check');
  const { names, problems } = scanChakraImports();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const wanted = renderFacade(names.keys());
  let current = '';
  try {
    current = readFileSync(FACADE_FILE, 'utf8');
  } catch {
    current = '';
  }
  if (check) {
    if (current === wanted) {
      console.log(`Chakra facade up to date (${names.size} names).`);
      return;
    }
    const have = readFacadeNames();
    const missing = [...names.keys()].filter((n) => !have.has(n));
    const extra = [...have].filter((n) => !names.has(n));
    console.error(
      `The Chakra facade is out of date: run \`pnpm gen:chakra\`.\n  missing: ${missing.join(', ') || '–'}\n  unused: ${extra.join(', ') || '–'}`,
    );
    process.exit(1);
  }
  writeFileSync(FACADE_FILE, wanted);
  console.log(`Wrote ${path.relative(root, FACADE_FILE)} (${names.size} names).`);
}

main();
