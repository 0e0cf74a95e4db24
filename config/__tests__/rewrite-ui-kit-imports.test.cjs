// `pnpm rewrite:ui-kit` (scripts/rewrite-ui-kit-imports.mjs) splits root ui-kit imports by subpath,
// from the subpath entries' own exports; and no package still imports the root.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const script = path.join(__dirname, '..', '..', 'scripts', 'rewrite-ui-kit-imports.mjs');

function rewrite(source) {
  // The script is an ES module: run its exported function in a child Node.
  const program = `import(${JSON.stringify(script)}).then((m) => { const r = m.rewriteSource(${JSON.stringify(
    source,
  )}, m.subpathOfNames()); process.stdout.write(JSON.stringify(r)); })`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' }));
}

test('a root import becomes one import per subpath, types kept as types', () => {
  const { output, unknown } = rewrite(
    "import {\n  DataTable,\n  notify,\n  type DataColumn,\n  yup,\n} from 'ui-kit';\nimport type { FormResource } from 'ui-kit';\nexport { checkFile } from 'ui-kit';\n",
  );
  expect(unknown).toEqual([]);
  expect(output).toBe(
    "import { yup } from 'ui-kit/form';\nimport { DataTable, type DataColumn } from 'ui-kit/table';\nimport { notify } from 'ui-kit/toast';\n" +
      "import type { FormResource } from 'ui-kit/form';\nexport { checkFile } from 'ui-kit/upload';\n",
  );
});

test('a name no subpath exports is reported and its statement left alone', () => {
  const source = "import { DataTable, NoSuchThing } from 'ui-kit';\n";
  const { output, unknown } = rewrite(source);
  expect(unknown).toEqual(['NoSuchThing']);
  expect(output).toBe(source);
});

test('no package imports the ui-kit root (run `pnpm rewrite:ui-kit`)', () => {
  expect(() => execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
});
