const { createWebpackConfig } = require('../../config/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'landing',
  title: 'Pokayoke Admin',
  exposes: {
    './Landing': './src/routes/landing.tsx',
    './Login': './src/routes/login.tsx',
    './PayStatus': './src/routes/pay-status.tsx',
    './Account': './src/routes/account.tsx',
  },
});
