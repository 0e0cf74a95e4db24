import { ROUTER_API_PORT, ROUTER_API_TLS_PORT } from 'contracts/limits';

/**
 * `host`, `host:port` or `[v6]:port` (docs/rules/routers.md#router-records) as host and port; the
 * port defaults to 8728, or 8729 with TLS. The contract's pattern has already checked the text.
 */
export function parseRouterHost(
  routerHost: string,
  useTls: boolean,
): { host: string; port: number } {
  const fallback = useTls ? ROUTER_API_TLS_PORT : ROUTER_API_PORT;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(routerHost);
  if (bracketed)
    return { host: bracketed[1] ?? '', port: bracketed[2] ? Number(bracketed[2]) : fallback };
  const colon = routerHost.lastIndexOf(':');
  if (colon > 0) {
    return { host: routerHost.slice(0, colon), port: Number(routerHost.slice(colon + 1)) };
  }
  return { host: routerHost, port: fallback };
}
