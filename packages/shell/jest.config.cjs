const path = require('node:path');
const { preset } = require('../../config/jest.preset.cjs');

const base = preset({ dir: __dirname, env: 'jsdom' });
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/test/setup.ts')] };
