import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSecretBox, SecretKeyError, secretBoxFromConfig } from './secret-box';

const box = createSecretBox('the-first-secrets-key-0123456789abcdef');

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const sealed = box.seal('router password', 'routers:1:router_pass');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('router password');
    expect(box.seal('router password', 'routers:1:router_pass')).not.toBe(sealed);
    expect(box.open(sealed, 'routers:1:router_pass')).toBe('router password');
  });

  it('refuses another key, another row or column, and an altered value with a SecretKeyError', () => {
    const sealed = box.seal('pw', 'routers:1:router_pass');
    const other = createSecretBox('another-secrets-key-0123456789abcdefgh');
    expect(() => other.open(sealed, 'routers:1:router_pass')).toThrow(/another key/);
    expect(() => box.open(sealed, 'routers:2:router_pass')).toThrow(SecretKeyError);
    const parts = sealed.split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'), 'routers:1:router_pass')).toThrow(/damaged or altered/);
    expect(() => box.open('plain text', 'routers:1:router_pass')).toThrow(/not in a known format/);
  });

  it('makes DATA_DIR/secrets.key with mode 0600 on first start and reads the same key after', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
    try {
      const first = secretBoxFromConfig({ secretsKey: null, dataDir: dir });
      expect(first.created).toBe(true);
      if (process.platform !== 'win32') expect(statSync(first.file ?? '').mode & 0o777).toBe(0o600);
      const again = secretBoxFromConfig({ secretsKey: null, dataDir: dir });
      expect(again.created).toBe(false);
      expect(again.box.open(first.box.seal('x', 'c'), 'c')).toBe('x');
      expect(secretBoxFromConfig({ secretsKey: 'k'.repeat(40), dataDir: dir }).file).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
