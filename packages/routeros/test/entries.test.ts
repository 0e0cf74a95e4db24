import * as client from '../src';
import * as sim from '../src/sim';
import packageJson from '../package.json';

describe('package entries', () => {
  it('keeps the simulator out of the client entry', () => {
    for (const name of ['startSimulator', 'seedState', 'createSelfSignedCertificate']) {
      expect(client).not.toHaveProperty(name);
    }
    expect(client).toHaveProperty('RouterOsPool');
  });

  it('serves the simulator from routeros/sim', () => {
    expect(typeof sim.startSimulator).toBe('function');
    expect(typeof sim.seedState).toBe('function');
    expect(typeof sim.createSelfSignedCertificate).toBe('function');
    // Compiled code (production) runs dist/; tests and the API's tsx dev server run the source.
    expect(packageJson.exports['./sim']).toEqual({
      types: './src/sim/index.ts',
      'workspace-source': './src/sim/index.ts',
      default: './dist/sim/index.js',
    });
  });
});
