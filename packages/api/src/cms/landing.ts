// The public landing answer (docs/rules/landing.md), serialised and tagged once per content version.
import { createHash } from 'node:crypto';
import type { Executor } from '../db/client';
import { landingVersion, readLandingContent } from '../repositories/cms';

export interface LandingEntry {
  version: number;
  etag: string;
  body: string;
}

/**
 * The landing answer, cached per content version. Every request reads `cms_state.version` (one
 * primary-key lookup); the content is read and serialised again only when a CMS write has bumped
 * it, by whichever instance sees the new version first. So no instance ever serves content older
 * than the last committed save, and concurrent requests after a save share one rebuild.
 */
export function landingCache(db: () => Executor) {
  let current: LandingEntry | null = null;
  let building: Promise<LandingEntry> | null = null;
  let buildingVersion = -1;

  async function build(version: number): Promise<LandingEntry> {
    const data = await readLandingContent(db());
    const body = JSON.stringify({ success: true, data });
    // Content-addressed: the same content gives the same tag on every instance and after a restart.
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { version, etag, body };
  }

  return async (): Promise<LandingEntry> => {
    const version = await landingVersion(db());
    if (current && current.version === version) return current;
    if (!building || buildingVersion !== version) {
      buildingVersion = version;
      building = build(version).then(
        (entry) => {
          // A slower build of an older version must not replace a newer one.
          if (!current || current.version <= entry.version) current = entry;
          return entry;
        },
        (error: unknown) => {
          building = null;
          throw error;
        },
      );
    }
    return building;
  };
}
