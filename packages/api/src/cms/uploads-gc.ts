// Uploaded images nobody uses any more (docs/rules/cms.md#images). Replacing a banner's image or
// deleting the banner leaves its upload in place: the same address may sit in another field, in a
// form still open, or in a page a visitor has cached. The maintenance round instead deletes the
// uploads older than a day that no CMS field names.
import { sql } from 'drizzle-orm';
import { sqlRows, type Executor } from '../db/client';

/** An upload younger than this is kept even when nothing names it yet (a form being filled in). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Deletes unreferenced uploads created before `now - UPLOAD_GRACE_MS`; answers how many went. */
export async function pruneOrphanUploads(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UPLOAD_GRACE_MS).toISOString();
  // The image fields store `/api/public/uploads/<name>` (or a full URL ending in it).
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`
    DELETE FROM cms_uploads u
     WHERE u.created_at < ${before}::timestamptz
       AND NOT EXISTS (SELECT 1 FROM cms_banners b WHERE b.image LIKE '%/' || u.name)
       AND NOT EXISTS (
         SELECT 1 FROM cms_company_profile c
          WHERE c.logo LIKE '%/' || u.name OR c.hero_image LIKE '%/' || u.name)
    RETURNING u.id`,
  );
  return rows.length;
}
