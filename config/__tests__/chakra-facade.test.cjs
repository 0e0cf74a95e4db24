// The shell shares packages/ui-kit/src/chakra/facade.generated.js as `@chakra-ui/react`: a name a
// package imports but the facade lacks would be undefined at run time. And the theme holds only the
// recipes of the facade's components (packages/ui-kit/src/theme/recipes.generated.ts): a component
// whose recipe is missing would render unstyled. Both fail until `pnpm gen:chakra`
// (scripts/gen-chakra-facade.mjs) is re-run.
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');

const gen = require('../../scripts/lib/chakra-facade.cjs');
const { markThemeConfigPure } = require('../chakra-theme-loader.cjs');

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

test("every recipe the facade's components style themselves by is in the theme (`pnpm gen:chakra`)", () => {
  const facade = gen.readFacadeNames();
  const { recipes, slotRecipes, usedBy } = gen.themeRecipesFor(facade);
  const text = fs.readFileSync(gen.THEME_RECIPES_FILE, 'utf8');
  const keysIn = (block) => {
    const body = new RegExp(`export const ${block} = \\{([^}]*)\\}`).exec(text)?.[1] ?? '';
    return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]);
  };
  const missing = [
    ...[...recipes.keys()].filter((key) => !keysIn('recipes').includes(key)),
    ...[...slotRecipes.keys()].filter((key) => !keysIn('slotRecipes').includes(key)),
  ].map((key) => `${key} (${usedBy.get(key).join(', ')})`);
  expect({ missing, upToDate: text === gen.wantedThemeRecipes(facade) }).toEqual({
    missing: [],
    upToDate: true,
  });
});

test("the recipe scan follows a component's own modules and skips keys Chakra has no recipe for", () => {
  const { recipes, slotRecipes, usedBy } = gen.themeRecipesFor([
    'Dialog',
    'IconButton',
    'Text',
    'Box',
    'Portal',
  ]);
  expect([...slotRecipes.keys()]).toEqual(['dialog']);
  expect(slotRecipes.get('dialog')).toBe('dialogSlotRecipe');
  // IconButton is a Button, which shows a Spinner while loading.
  expect([...recipes.keys()].sort()).toEqual(['button', 'spinner']);
  expect(recipes.get('button')).toBe('buttonRecipe');
  // Text styles itself by a `text` recipe that Chakra's theme does not define.
  expect(usedBy.get('text')).toEqual(['Text']);
  expect(recipes.has('text')).toBe(false);
});

test('a component added to the facade makes the generated recipes stale', () => {
  const facade = gen.readFacadeNames();
  expect(facade.has('Accordion')).toBe(false);
  const withAccordion = gen.themeRecipesFor([...facade, 'Accordion']);
  expect(withAccordion.slotRecipes.get('accordion')).toBe('accordionSlotRecipe');
  expect(gen.wantedThemeRecipes([...facade, 'Accordion'])).not.toBe(
    fs.readFileSync(gen.THEME_RECIPES_FILE, 'utf8'),
  );
});

test("the theme loader marks Chakra's unused default theme config pure, and fails loudly when it cannot", () => {
  const source = 'const defaultThemeConfig = defineConfig({ theme: { recipes, slotRecipes } });';
  expect(markThemeConfigPure(source)).toBe(
    'const defaultThemeConfig = /* @__PURE__ */ defineConfig({ theme: { recipes, slotRecipes } });',
  );
  const entry = require('../federation.cjs').chakraThemeEntry(
    path.join(__dirname, '../../packages/shell'),
  );
  expect(markThemeConfigPure(fs.readFileSync(entry, 'utf8'))).toContain(
    '/* @__PURE__ */ defineConfig(',
  );
  expect(() => markThemeConfigPure('export const defaultThemeConfig = {};')).toThrow(
    /no longer declares/,
  );
});

describe('facade groups (config/federation.cjs CHAKRA_GROUPS)', () => {
  const federation = require('../federation.cjs');
  const { splitChakraImports } = require('../chakra-imports-loader.cjs');

  test('every name of a group is a Chakra export, in one group only, and each group is a shared singleton', () => {
    const exports = gen.chakraExportFiles();
    const all = Object.values(federation.CHAKRA_GROUPS).flat();
    expect(all.filter((name) => !exports.has(name))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
    for (const group of Object.keys(federation.CHAKRA_GROUPS)) {
      const request = federation.chakraGroupRequest(group);
      expect(federation.SINGLETONS).toContain(request);
      const shell = federation.createSharedConfig(path.join(__dirname, '../../packages/shell'));
      expect(shell[request]).toMatchObject({
        singleton: true,
        import: federation.chakraGroupFile(group),
      });
      const remote = federation.createSharedConfig(
        path.join(__dirname, '../../packages/delivery'),
        {
          fallback: false,
        },
      );
      expect(remote[request]).toMatchObject({ singleton: true, import: false });
    }
  });

  test('every facade file (the core and each group) is what `pnpm gen:chakra` writes', () => {
    const { names } = gen.scanChakraImports();
    for (const [file, text] of gen.facadeFiles(names.keys()))
      expect({ file, stale: fs.readFileSync(file, 'utf8') !== text }).toEqual({
        file,
        stale: false,
      });
  });

  test("a group's names are in its own facade file, not in the core facade", () => {
    const core = gen.readFacadeNames(gen.FACADE_FILE);
    for (const [group, names] of Object.entries(federation.CHAKRA_GROUPS)) {
      const own = gen.readFacadeNames(federation.chakraGroupFile(group));
      for (const name of names) expect(core.has(name)).toBe(false);
      expect([...own].every((name) => names.includes(name))).toBe(true);
    }
  });

  test('the build points imports of group names at the group, keeping types, aliases and line numbers', () => {
    const groupOf = new Map([
      ['Menu', 'menu'],
      ['Combobox', 'combobox'],
    ]);
    const source = [
      'import {',
      '  Box,',
      '  Menu as RowMenu, // the row menu',
      '  type BoxProps,',
      "} from '@chakra-ui/react';",
      "import type { MenuRootProps } from '@chakra-ui/react';",
      'import { Combobox } from "@chakra-ui/react";',
      "export { Menu } from '@chakra-ui/react';",
      "import { Dialog } from '@chakra-ui/react/dialog';",
      'const x = 1;',
    ].join('\n');
    const out = splitChakraImports(source, groupOf);
    expect(out.split('\n')).toEqual([
      "import { Box, type BoxProps } from '@chakra-ui/react'; import { Menu as RowMenu } from '@chakra-ui/react/facade/menu';",
      '',
      '',
      '',
      '',
      "import type { MenuRootProps } from '@chakra-ui/react';",
      "import { Combobox } from '@chakra-ui/react/facade/combobox';",
      "export { Menu } from '@chakra-ui/react/facade/menu';",
      "import { Dialog } from '@chakra-ui/react/dialog';",
      'const x = 1;',
    ]);
    expect(splitChakraImports("import { Box } from '@chakra-ui/react';", groupOf)).toBe(
      "import { Box } from '@chakra-ui/react';",
    );
  });
});
