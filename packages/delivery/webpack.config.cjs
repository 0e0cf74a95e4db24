const { createWebpackConfig } = require('../../config/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'delivery',
  title: 'Delivery · standalone',
  exposes: { './DeliveryRoutes': './src/routes/delivery-routes.tsx' },
});
