// PGlite's CommonJS build loads Node built-ins with `import("zlib")`, which jest's VM cannot run
// without --experimental-vm-modules. Rewriting those calls to `require` lets every runner (the
// package script, the root test runner, an editor) run the API suites with no extra Node flags.
const LITERAL_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;

module.exports = {
  process(source) {
    // Emscripten's glue declares its own `var require` in the same function: keep a handle on the
    // module's real one under a name nothing else uses.
    const code = source.replace(
      LITERAL_IMPORT,
      (_match, _quote, name) =>
        `Promise.resolve().then(() => { const m = __pgliteRequire(${JSON.stringify(name)}); return Object.assign({}, m, { default: m }); })`,
    );
    return { code: `const __pgliteRequire = require;${code}` };
  },
  getCacheKey(source, file) {
    return `pglite-import-v2:${file}:${source.length}:${require('node:crypto').createHash('sha1').update(source).digest('hex')}`;
  },
};
