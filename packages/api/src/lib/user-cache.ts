/**
 * A short memory of signed-in users, so an authenticated request does not wait for the database
 * every time (docs/rules/security.md#sessions).
 *
 * - An entry lives `ttlMs` (AUTH_USER_CACHE_MS, 2 s by default); after that the next request reads
 *   the user again. That bounds how long another API instance may still honour a user deleted or
 *   demoted elsewhere.
 * - `clear()` is called by every write to users on this instance, after it commits: a deleted or
 *   demoted user loses access at once here.
 * - A lookup that began before a `clear()` never stores its (possibly stale) answer, and concurrent
 *   requests of one user share one lookup.
 * - At most `maxEntries` users are kept (the oldest go first).
 */
export interface UserCache<T> {
  get(id: string, load: (id: string) => Promise<T | null>): Promise<T | null>;
  clear(): void;
  readonly size: number;
}

export interface UserCacheOptions {
  ttlMs: number;
  now: () => number;
  maxEntries?: number;
}

export function createUserCache<T>({
  ttlMs,
  now,
  maxEntries = 10_000,
}: UserCacheOptions): UserCache<T> {
  const entries = new Map<string, { value: T | null; at: number }>();
  const pending = new Map<string, Promise<T | null>>();
  let generation = 0;

  return {
    get(id, load) {
      if (ttlMs <= 0) return load(id);
      const hit = entries.get(id);
      if (hit && now() - hit.at < ttlMs) return Promise.resolve(hit.value);
      const running = pending.get(id);
      if (running) return running;
      const started = generation;
      const lookup = load(id).then(
        (value) => {
          if (started === generation) {
            entries.delete(id);
            entries.set(id, { value, at: now() });
            if (entries.size > maxEntries) {
              const oldest = entries.keys().next();
              if (!oldest.done) entries.delete(oldest.value);
            }
          }
          if (pending.get(id) === lookup) pending.delete(id);
          return value;
        },
        (error: unknown) => {
          if (pending.get(id) === lookup) pending.delete(id);
          throw error;
        },
      );
      pending.set(id, lookup);
      return lookup;
    },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
