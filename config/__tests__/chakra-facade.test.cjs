// The shell shares packages/ui-kit/src/chakra/facade.generated.js as `@chakra-ui/react`: a name a
// package imports but the facade lacks would be undefined at run time. This fails until the facade
// is regenerated with `pnpm gen:chakra` (scripts/gen-chakra-facade.mjs).
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');

const gen = require('../../scripts/lib/chakra-facade.cjs');

test('every Chakra name a package imports is in the facade, and the facade holds nothing else (`pnpm gen:chakra`)', () => {
  const { names, problems } = gen.scanChakraImports();
  expect(problems).toEqual([]);
  const facade = gen.readFacadeNames();
  const missing = [...names.keys()].filter((name) => !facade.has(name));
  const unused = [...facade].filter((name) => !names.has(name));
  const message = `The Chakra facade is out of date: run \`pnpm gen:chakra\` (missing: ${
    missing.map((name) => `${name} (${names.get(name).join(', ')})`).join('; ') || '–'
  }; unused: ${unused.join(', ') || '–'})`;
  expect({ missing, unused, message }).toEqual({ missing: [], unused: [], message });
});

test('the scan finds value imports, skips type imports, aliases and tests, and flags namespace imports', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chakra-scan-'));
  try {
    const write = (file, text) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write(
      'a/src/page.tsx',
      "import { Box, type BoxProps, Button as ChakraButton } from '@chakra-ui/react';\nimport type { Theme } from '@chakra-ui/react';\nexport { Flex } from '@chakra-ui/react';\n",
    );
    write('a/src/__tests__/page.test.tsx', "import { Dialog } from '@chakra-ui/react';\n");
    write('b/src/x.ts', "import * as Chakra from '@chakra-ui/react';\n");
    const { names, problems } = gen.scanChakraImports(dir);
    expect([...names.keys()].sort()).toEqual(['Box', 'Button', 'Flex']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('import * from');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
