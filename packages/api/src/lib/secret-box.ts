// Secrets at rest (docs/rules/security.md): router passwords and Tripay keys are stored as
// AES-256-GCM ciphertexts, never as text, and the API never returns them.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateKeyFile } from './key-file';

/** The key file made on first start when SECRETS_KEY is not set (like the JWT key). */
const SECRETS_KEY_FILE = 'secrets.key';

const VERSION = 'v1';

/** The stored secret cannot be read with this server's key (the key changed or was lost). */
export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

export interface SecretBox {
  /** `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url). `context` binds it to its row and column. */
  seal(plain: string, context: string): string;
  /** The plain text; a SecretKeyError when this key did not seal it or it was tampered with. */
  open(sealed: string, context: string): string;
  /** A short id of the key (not secret): tells "another key" from "damaged" in an error. */
  readonly keyId: string;
}

/** A box over a key given as text (SECRETS_KEY or the key file's content): SHA-256 of it is the key. */
export function createSecretBox(secret: string): SecretBox {
  const key = createHash('sha256').update(secret, 'utf8').digest();
  const keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return {
    keyId,
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, keyId, iv, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION)
        throw new SecretKeyError('the stored secret is not in a known format');
      const [, sealedKeyId = '', iv = '', tag = '', body = ''] = parts;
      if (sealedKeyId !== keyId)
        throw new SecretKeyError('the stored secret was sealed with another key');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretKeyError('the stored secret does not match this key (damaged or altered)');
      }
    },
  };
}

/**
 * The box from SECRETS_KEY, else from `DATA_DIR/secrets.key` (made on first start, mode 0600).
 * `created`/`loose` are for the start log.
 */
export function secretBoxFromConfig(config: { secretsKey: string | null; dataDir: string }): {
  box: SecretBox;
  file: string | null;
  created: boolean;
  loose: boolean;
} {
  const { secret, file, created, loose } = secretsKeyText(config);
  return { box: createSecretBox(secret), file, created, loose };
}

/**
 * The server's secret as text: SECRETS_KEY, else `DATA_DIR/secrets.key` (made on first start). The
 * secret box hashes it into its key; other keyed hashes (the portal's sign-in codes) derive theirs
 * from it with a label of their own, so one secret serves both and neither key is the other's.
 */
export function secretsKeyText(config: { secretsKey: string | null; dataDir: string }): {
  secret: string;
  file: string | null;
  created: boolean;
  loose: boolean;
} {
  if (config.secretsKey)
    return { secret: config.secretsKey, file: null, created: false, loose: false };
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  const key = readOrCreateKeyFile(file);
  return { secret: key.secret, file, created: key.created, loose: key.loose };
}
