const { createWebpackConfig } = require('../../config/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  title: 'Pokayoke Admin',
});
