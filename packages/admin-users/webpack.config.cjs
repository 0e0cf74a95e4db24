const { createWebpackConfig } = require('../../config/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'admin-users',
  title: 'Admin users · standalone',
  exposes: {
    './CustomerRoutes': './src/routes/customer-routes.tsx',
    './UserRoutes': './src/routes/user-routes.tsx',
    './AuditRoutes': './src/routes/audit-routes.tsx',
  },
});
