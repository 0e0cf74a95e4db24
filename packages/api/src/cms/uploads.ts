// Keeping an uploaded image (docs/rules/cms.md#images): under a random name, with its audit row in
// the same transaction. Its bytes were judged already (./image-inspect.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Tx } from '../db/client';
import type { Actor } from '../lib/audit';
import type { AuditEntry } from '../lib/audit-log';
import { insertUpload } from '../repositories/cms';
import type { ImageInfo } from './image-inspect';

/** What the answer and the audit row say of a kept upload. */
export interface StoredUpload {
  name: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

/** Stores `bytes` (an image of `image`'s kind) under a new random name. */
export async function storeUpload(
  db: Database,
  bytes: Buffer,
  image: ImageInfo,
  by: { actor: Actor; now: Date; audit: (tx: Tx, entry: AuditEntry) => Promise<void> },
): Promise<StoredUpload> {
  const name = `${randomBytes(16).toString('base64url')}.${image.extension}`;
  const described = {
    name,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    bytes: bytes.length,
  };
  await db.transaction(async (tx) => {
    await insertUpload(tx, {
      ...described,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      data: bytes,
      createdBy: by.actor.username,
      createdAt: by.now,
    });
    await by.audit(tx, {
      action: 'upload',
      resource: 'cms_upload',
      resourceId: name,
      summary: `Uploaded image ${name} (${image.width}×${image.height}, ${bytes.length} bytes)`,
      after: described,
    });
  });
  return described;
}
