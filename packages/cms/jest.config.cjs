const { preset } = require('../../config/jest.preset.cjs');
module.exports = {
  ...preset({ dir: __dirname, env: 'jsdom' }),
  // A whole form or list round trip (typing into Chakra fields, saving, the list after it) takes
  // 1–4 s in jsdom alone and more when the machine's cores are shared; jest's 5 s is too tight.
  testTimeout: 20_000,
};
