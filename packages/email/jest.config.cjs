const { preset } = require('../../config/jest.preset.cjs');
module.exports = preset({ dir: __dirname, env: 'node' });
