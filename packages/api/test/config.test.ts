import path from 'node:path';
import { ConfigError, loadConfig, remoteEnvName } from '../src/config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      adminPassword: null,
      jwtSecret: null,
      trustProxy: false,
      logLevel: 'info',
    });
    // The repository's packages/ folder: <WEB_ROOT>/shell/dist, <WEB_ROOT>/<remote>/dist.
    expect(config.webRoot).toBe(path.resolve(__dirname, '..', '..'));
    expect(Object.values(config.remoteUrls).every((url) => url === null)).toBe(true);
  });

  it('converts and reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/pokayoke',
      DATABASE_URL: 'postgres://app@db:5432/pokayoke',
      ADMIN_PASSWORD: 'a-long-password',
      JWT_SECRET: 's'.repeat(40),
      WEB_ROOT: '/srv/web',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      REMOTE_ADMIN_USERS_URL: 'https://cdn.example.com/admin-users/mf-manifest.json',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/var/lib/pokayoke',
      databaseUrl: 'postgres://app@db:5432/pokayoke',
      adminPassword: 'a-long-password',
      webRoot: '/srv/web',
      trustProxy: 1,
      logLevel: 'warn',
    });
    expect(config.remoteUrls['admin-users']).toBe(
      'https://cdn.example.com/admin-users/mf-manifest.json',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({
      databaseUrl: null,
      port: 8080,
    });
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('lists every problem at once and never shows a secret', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        JWT_SECRET: 'short-secret',
        ADMIN_PASSWORD: 'abc',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/PORT="eighty"/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/JWT_SECRET=\(hidden\)/);
    expect(message).toMatch(/ADMIN_PASSWORD=\(hidden\)/);
    expect(message).not.toContain('short-secret');
  });

  it('refuses a DATABASE_URL that is not PostgreSQL and a remote URL that is not http(s) or a path', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/app' })).toThrow(ConfigError);
    expect(() => loadConfig({ REMOTE_CMS_URL: 'ftp://x/mf-manifest.json' })).toThrow(
      /REMOTE_CMS_URL/,
    );
  });

  it('names remote variables after the remotes.json keys', () => {
    expect(remoteEnvName('admin-users')).toBe('REMOTE_ADMIN_USERS_URL');
    expect(remoteEnvName('cms')).toBe('REMOTE_CMS_URL');
  });
});
