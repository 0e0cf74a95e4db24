// Identity, resources and item counts: what the router list and the dashboard show per router.
import { RouterOsProtocolError } from '../errors';
import type { RouterOsRunner } from '../sentence';
import { parseDuration, textInput, toNumber } from './values';

const READ = { idempotent: true } as const;

export interface RouterResource {
  /** e.g. `7.19 (stable)`. */
  version: string;
  /** RouterOS text, e.g. `1w2d3h4m5s`. */
  uptime: string;
  uptimeSeconds: number;
  /** Percent, 0 to 100. */
  cpuLoad: number;
  cpuCount: number;
  freeMemory: number;
  totalMemory: number;
  freeHddSpace: number;
  totalHddSpace: number;
  boardName: string;
  architectureName: string;
  platform: string;
}

export async function getIdentity(router: RouterOsRunner): Promise<string> {
  const { rows } = await router.run('/system/identity/print', {}, READ);
  return rows[0]?.['name'] ?? '';
}

export async function setIdentity(router: RouterOsRunner, name: string): Promise<void> {
  await router.run('/system/identity/set', { attributes: { name: textInput(name, 'name') } });
}

export async function getResource(router: RouterOsRunner): Promise<RouterResource> {
  const { rows } = await router.run('/system/resource/print', {}, READ);
  const r = rows[0] ?? {};
  return {
    version: r['version'] ?? '',
    uptime: r['uptime'] ?? '',
    uptimeSeconds: parseDuration(r['uptime']),
    cpuLoad: toNumber(r['cpu-load']),
    cpuCount: toNumber(r['cpu-count']),
    freeMemory: toNumber(r['free-memory']),
    totalMemory: toNumber(r['total-memory']),
    freeHddSpace: toNumber(r['free-hdd-space']),
    totalHddSpace: toNumber(r['total-hdd-space']),
    boardName: r['board-name'] ?? '',
    architectureName: r['architecture-name'] ?? '',
    platform: r['platform'] ?? '',
  };
}

/**
 * Number of items in a menu (e.g. `/ppp/secret`), optionally matching query words, without
 * transferring them: `=count-only=` answers `!done =ret=N`.
 */
export async function countItems(
  router: RouterOsRunner,
  menu: string,
  query?: readonly string[],
): Promise<number> {
  const path = menu.endsWith('/') ? menu.slice(0, -1) : menu;
  const result = await router.run(`${path}/print`, { countOnly: true, query }, READ);
  if (result.ret !== undefined) {
    const n = Number(result.ret);
    if (!Number.isInteger(n) || n < 0)
      throw new RouterOsProtocolError(`count-only answered "${result.ret}"`);
    return n;
  }
  // A router that ignores count-only prints the items instead; count those.
  return result.rows.length;
}

/** The counts the router cards show (docs/rules/routers.md#router-records, `stats`). */
export async function getPppCounts(
  router: RouterOsRunner,
): Promise<{ pppSecret: number; pppActive: number }> {
  const [pppSecret, pppActive] = await Promise.all([
    countItems(router, '/ppp/secret'),
    countItems(router, '/ppp/active'),
  ]);
  return { pppSecret, pppActive };
}

/** Identity and resources in one go: a connection test that also tells what answered. */
export async function probeRouter(
  router: RouterOsRunner,
): Promise<{ identity: string; resource: RouterResource }> {
  const [identity, resource] = await Promise.all([getIdentity(router), getResource(router)]);
  return { identity, resource };
}
