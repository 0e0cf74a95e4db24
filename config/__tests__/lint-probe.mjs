// Lints the cases given as JSON in argv[2] with the repository's eslint.config.mjs and prints what
// each one reported. A separate process because jest's module sandbox cannot import() the ESM config.
// A case is { filePath, code }: code given → lintText as if at filePath; else lintFiles([filePath]).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cases = JSON.parse(process.argv[2] ?? '[]');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });

const reports = [];
for (const { filePath, code } of cases) {
  const [result] =
    code === undefined
      ? await eslint.lintFiles([filePath])
      : await eslint.lintText(code, { filePath });
  reports.push({
    filePath,
    messages: (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })),
  });
}
process.stdout.write(JSON.stringify(reports));
