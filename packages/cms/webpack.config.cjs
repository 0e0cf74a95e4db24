const { createWebpackConfig } = require('../../config/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'cms',
  title: 'CMS · standalone',
  exposes: { './CmsRoutes': './src/routes/cms-routes.tsx' },
});
