const { createWebpackConfig } = require('../../config/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'billing',
  title: 'Billing · standalone',
  exposes: {
    './BillingRoutes': './src/routes/billing-routes.tsx',
    './ReportRoutes': './src/routes/report-routes.tsx',
    './PaymentRoutes': './src/routes/payment-routes.tsx',
  },
});
