const { createWebpackConfig } = require('../../config/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'hotspot',
  title: 'Hotspot · standalone',
  exposes: {
    './DashboardPage': './src/routes/dashboard-page.tsx',
    './RouterRoutes': './src/routes/router-routes.tsx',
  },
});
