// One webpack factory for the shell and every remote. A package's webpack.config.cjs is a few lines:
//
//   const { createWebpackConfig } = require('../../config/webpack.cjs');
//   module.exports = createWebpackConfig({
//     dir: __dirname,                 // the package directory (package.json, src/, dist/)
//     name: 'delivery',               // package name: remotes.json key and ports.cjs key; the MF container
//                                     // name is derived from it ('admin-users' → 'admin_users')
//     exposes: { './DeliveryRoutes': './src/routes/delivery-routes.tsx' }, // remotes only (CONTRACTS.md)
//     title: 'Delivery',              // optional: <title> of the page (shell page or the remote's harness)
//   });
//
// Options:
//   dir, name        required.
//   port             optional, defaults to config/ports.cjs (shell: ports.shell, remotes: ports.remotes[name]).
//   exposes          a remote's exposed modules. Present → the build is a remote: remoteEntry.js +
//                    mf-manifest.json, publicPath 'auto', CORS on its dev server.
//   host: true       the shell: publicPath '/', its dev server also answers /remotes.json with the remote
//                    dev servers' manifest URLs (REMOTE_<NAME>_URL env overrides one, as in production).
//   runtimePlugins   MF runtime plugin files (the shell's retry and error plugins).
//   title            page title.
//
// Every app: entry src/index.ts, which only does `import('./bootstrap')` (the async boundary the shared
// singletons need). In a remote, bootstrap mounts the standalone harness (src/harness.tsx); the harness
// page exists in development only. A remote's production build is the container alone, without its
// own copies of the shared singletons (`import: false`): inside the shell it always uses the shell's.
//
// Modes: `webpack --mode production` (build: dist/, contenthash names, hidden source maps: written,
// not referenced, not served by default) and `webpack serve --mode development` (dev server with hot reload,
// /api proxied to the API on ports.api). Both use webpack's filesystem cache in node_modules/.cache.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
// @module-federation/enhanced requires webpack internals by path; under pnpm its own folder cannot see
// webpack (an optional peer), so point it at the webpack this workspace runs.
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const ports = require('./ports.cjs');
const {
  createFederationOptions,
  containerName,
  chakraEsmEntry,
  chakraThemeEntry,
} = require('./federation.cjs');
const { remoteUrlEnvName } = require('./remotes.cjs');
const { keepPreviousBuild } = require('./keep-previous-build.cjs');

/**
 * The dev shell's /remotes.json: each remote's dev server, on the host name the browser used (so the
 * console also works when opened from another machine), unless REMOTE_<NAME>_URL says otherwise.
 * @param {string} requestHost the request's Host header
 */
function devRemotesJson(requestHost) {
  const hostname = (requestHost || 'localhost').replace(/:\d+$/, '');
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const [remote, port] of Object.entries(ports.remotes)) {
    remotes[remote] =
      process.env[remoteUrlEnvName(remote)] || `http://${hostname}:${port}/mf-manifest.json`;
  }
  return { remotes };
}

function htmlTemplate(title, withFavicon) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${title}</title>
${withFavicon ? '    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />\n' : ''}  </head>
  <body>
    <noscript><p style="margin:0;padding:8px 16px;font:14px/1.4 system-ui,sans-serif;text-align:center;background:#fff7e6;color:#5c3a00;border-bottom:1px solid #f0d9a8">Pokayoke Admin needs JavaScript to sign in and to run the console.</p></noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

/** @param {boolean} isProduction */
function swcOptions(isProduction) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !isProduction } },
      target: 'es2022',
    },
    sourceMaps: true,
  };
}

/** gzip and brotli copies of every text asset over 1 KiB that compresses to under 90 %. */
function compressionPlugins() {
  const common = { test: /\.(js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * @param {{ dir: string, name: string, port?: number, exposes?: Record<string, string>, host?: boolean,
 *   runtimePlugins?: string[], title?: string }} options
 */
function createWebpackConfig(options) {
  const {
    dir,
    name,
    exposes,
    host = false,
    runtimePlugins = [],
    title = 'Pokayoke Admin',
  } = options;
  const isRemote = Boolean(exposes && Object.keys(exposes).length);
  if (isRemote === host)
    throw new Error(`${name}: an app is either the host (host: true) or a remote (exposes).`);
  const port = options.port ?? (host ? ports.shell : ports.remotes[name]);
  if (!port) throw new Error(`${name}: no port in config/ports.cjs`);
  const publicDir = path.join(dir, 'public');

  /** @param {Record<string, unknown>} _env @param {{ mode?: string }} argv */
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'development';
    const isProduction = mode === 'production';
    // A remote's own page (the standalone harness) is a development tool only.
    const withPage = host || !isProduction;

    return {
      mode,
      context: dir,
      entry: withPage ? { main: './src/index.ts' } : {},
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: containerName(name),
        filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: isProduction
          ? 'assets/[name].[contenthash:8][ext]'
          : 'assets/[name][ext]',
        // A rebuild keeps the previous builds' hashed files for a week: a tab opened before a
        // redeploy can still load the chunks it had not loaded yet (config/keep-previous-build.cjs).
        clean: isProduction ? { keep: keepPreviousBuild(path.join(dir, 'dist')) } : true,
      },
      // Production maps are written without the `sourceMappingURL` comment (browsers never ask for
      // them) and the API answers 404 for them unless SERVE_SOURCE_MAPS=true: the sources stay
      // private, and the files are there for an error tracker or a developer to load by hand.
      devtool: isProduction ? 'hidden-source-map' : 'cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        // Workspace libraries are TypeScript source; some write ESM-style './file.js' specifiers.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Chakra by a name Module Federation does not share: only the generated facade
        // (packages/ui-kit/src/chakra/facade.generated.js) imports it, and is shared as
        // `@chakra-ui/react` in its place (config/federation.cjs).
        alias: { 'chakra-ui-react-unshared$': chakraEsmEntry(dir) },
      },
      module: {
        rules: [
          {
            // Our own code, including shared-auth and ui-kit: their package main is src/index.ts, and
            // webpack resolves the workspace symlinks to packages/<lib>/src, outside node_modules.
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: [
              { loader: require.resolve('swc-loader'), options: swcOptions(isProduction) },
              // First: imports of Chakra names shared in a facade group go to that group's name.
              require.resolve('./chakra-imports-loader.cjs'),
            ],
          },
          {
            test: /\.css$/,
            use: [
              // First in <head>: Chakra's retuning of third-party CSS must come after it.
              {
                loader: require.resolve('style-loader'),
                options: { insert: require.resolve('./style-insert-first.cjs') },
              },
              // No CSS source maps in production: css-loader would inline them into the JS chunk.
              { loader: require.resolve('css-loader'), options: { sourceMap: !isProduction } },
              // Minified in production (react-datepicker ships its stylesheet unminified).
              ...(isProduction ? [require.resolve('./css-minify-loader.cjs')] : []),
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset' },
          // Lets webpack drop Chakra's unused default theme config and the recipes only it holds.
          {
            test: chakraThemeEntry(dir),
            use: require.resolve('./chakra-theme-loader.cjs'),
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(
          createFederationOptions({
            dir,
            name,
            exposes,
            runtimePlugins,
            // In production a remote only ever runs inside the shell, which provides every singleton:
            // it ships no copies of its own (smaller, and no minifying Chakra/React six times). In
            // development it keeps them, for its standalone harness page.
            sharedFallback: !(isRemote && isProduction),
          }),
        ),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                templateContent: htmlTemplate(
                  title,
                  fs.existsSync(path.join(publicDir, 'favicon.svg')),
                ),
                // Absolute: the page is served for every client-side route (/app/user/12).
                publicPath: '/',
                chunks: ['main'],
              }),
            ]
          : []),
        ...(fs.existsSync(publicDir)
          ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir }] })]
          : []),
        // Pre-compressed copies (`.gz`, `.br`) that the API's static server sends when the browser
        // accepts them: no compression work per request. Source maps stay plain.
        ...(isProduction ? compressionPlugins() : []),
      ],
      cache: {
        type: 'filesystem',
        name: `${name}-${mode}`,
        cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
        buildDependencies: {
          config: [
            __filename,
            require.resolve('./federation.cjs'),
            require.resolve('./ports.cjs'),
            require.resolve('./remotes.cjs'),
            require.resolve('./keep-previous-build.cjs'),
            require.resolve('./style-insert-first.cjs'),
            require.resolve('./css-minify-loader.cjs'),
            path.join(dir, 'webpack.config.cjs'),
          ],
        },
      },
      optimization: {
        // SWC's minifier: several times faster than terser on 2 cores (every app minifies its own
        // fallback copies of the shared packages), with comparable output size.
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            extractComments: false,
            terserOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
      },
      // Shared vendor chunks (Chakra, React) are big by nature; sizes are measured and reported instead.
      performance: { hints: false },
      stats: isProduction ? { preset: 'errors-warnings', timings: true } : 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        // Remotes are fetched cross-origin by the shell (manifest with fetch, chunks with script tags).
        headers: isRemote
          ? {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
              'Access-Control-Allow-Headers': '*',
            }
          : {},
        allowedHosts: 'all',
        static: false,
        client: {
          overlay: { errors: true, warnings: false, runtimeErrors: false },
          logging: 'warn',
        },
        proxy: [
          { context: ['/api'], target: `http://localhost:${ports.api}`, changeOrigin: false },
        ],
        setupMiddlewares: (middlewares) => {
          if (host) {
            middlewares.unshift({
              name: 'remotes-json',
              path: '/remotes.json',
              middleware: (req, res) => {
                res.setHeader('Content-Type', 'application/json; charset=utf-8');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(devRemotesJson(req.headers.host)));
              },
            });
          }
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createWebpackConfig, devRemotesJson, remoteUrlEnvName };
