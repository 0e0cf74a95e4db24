const { createWebpackConfig } = require('../../config/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'landing',
  title: 'Pokayoke Admin',
  exposes: {
    './Landing': './src/routes/landing.tsx',
    './Login': './src/routes/login.tsx',
    './PayStatus': './src/routes/pay-status.tsx',
    './InvoicePay': './src/routes/invoice-pay.tsx',
    './Account': './src/routes/account.tsx',
  },
});
