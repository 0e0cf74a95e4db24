import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createdAudit, updatedAudit } from '../src/lib/audit';
import { readOrCreateKeyFile } from '../src/lib/key-file';
import { acquirePidLock, LockedError } from '../src/lib/pid-lock';
import { remoteOrigins, remotesManifest } from '../src/config';
import { createPasswordHasher } from '../src/plugins/app/password';
import { appCsp } from '../src/plugins/external/security-headers';
import { tooManyAttemptsMessage } from '../src/plugins/external/login-throttle';
import { buildTestApp } from './helpers';

describe('readOrCreateKeyFile', () => {
  it('creates a 0600 key once and reads the same key afterwards', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-key-'));
    try {
      const file = path.join(dir, 'nested', 'jwt.key');
      const first = readOrCreateKeyFile(file);
      expect(first.created).toBe(true);
      expect(first.secret.length).toBeGreaterThanOrEqual(48);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = readOrCreateKeyFile(file);
      expect(again).toEqual({ secret: first.secret, created: false, loose: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a key file that is too short', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-key-'));
    try {
      writeFileSync(path.join(dir, 'k'), 'short', { mode: 0o600 });
      expect(() => readOrCreateKeyFile(path.join(dir, 'k'))).toThrow(/fewer than 32/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('JWT secret without JWT_SECRET', () => {
  it('signs with a key file in DATA_DIR that survives a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-jwt-'));
    try {
      const first = await buildTestApp({ env: { JWT_SECRET: undefined, DATA_DIR: dataDir } });
      const token = first.accessTokens.sign({
        id: '00000000-0000-4000-8000-000000000000',
        username: 'a',
        role: 'user',
      });
      await first.close();
      expect(statSync(path.join(dataDir, 'jwt-secret.key')).mode & 0o777).toBe(0o600);
      const second = await buildTestApp({ env: { JWT_SECRET: undefined, DATA_DIR: dataDir } });
      expect(second.accessTokens.verify(token)?.username).toBe('a');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('password hasher', () => {
  it('verifies the right password only, and answers false for a malformed hash', async () => {
    const hasher = await createPasswordHasher();
    const hash = await hasher.hash('correct horse');
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'Correct horse')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'correct horse')).toBe(false);
    await expect(hasher.verifyDummy('anything')).resolves.toBeUndefined();
  });
});

describe('small helpers', () => {
  it('audit marks carry the username and the time', () => {
    const now = new Date('2026-02-01T10:00:00Z');
    expect(createdAudit({ username: 'admin' }, now)).toEqual({
      createdBy: 'admin',
      updatedBy: 'admin',
      createdAt: now,
      updatedAt: now,
    });
    expect(updatedAudit({ username: 'budi' }, now)).toEqual({ updatedBy: 'budi', updatedAt: now });
  });

  it('remote origins come from absolute URLs only, once each', () => {
    const config = {
      remoteUrls: {
        landing: null,
        delivery: '/remotes/delivery/mf-manifest.json',
        'admin-users': 'https://cdn.example.com/a/mf-manifest.json',
        hotspot: 'https://cdn.example.com/h/mf-manifest.json',
        cms: null,
      },
    };
    expect(remoteOrigins(config)).toEqual(['https://cdn.example.com']);
    expect(remotesManifest(config).remotes.landing).toBe('/remotes/landing/mf-manifest.json');
    expect(appCsp(['https://cdn.example.com'])).toContain(
      "script-src 'self' https://cdn.example.com;",
    );
    // A remote's own images (icons, pictures in its bundle) load like its scripts, also over http
    // on a local network, which `https:` alone would refuse.
    const csp = appCsp(['http://10.0.0.5:3004', 'https://cdn.example.com']);
    expect(csp).toContain(
      "img-src 'self' data: https: http://10.0.0.5:3004 https://cdn.example.com;",
    );
    expect(appCsp([])).toContain("img-src 'self' data: https:;");
  });

  it('the 429 message counts minutes, rounding up', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many login attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many login attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(5)).toBe('Too many login attempts. Try again in 1 minute.');
  });
});

describe('acquirePidLock', () => {
  it('claims a free lock, refuses one held by a live process, and takes over a stale one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-lock-'));
    const file = path.join(dir, 'db.lock');
    try {
      const release = acquirePidLock(file, 'the test database');
      expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
      release();
      expect(existsSync(file)).toBe(false);

      writeFileSync(file, String(process.ppid));
      expect(() => acquirePidLock(file, 'the test database')).toThrow(LockedError);
      expect(() => acquirePidLock(file, 'the test database')).toThrow(/pid \d+/);

      // A pid far above any real one: the process that held it is gone.
      writeFileSync(file, '2147483646');
      acquirePidLock(file, 'the test database')();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
