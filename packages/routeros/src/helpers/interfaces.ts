// Interfaces and a one-shot traffic reading (the router's traffic interface on the dashboard).
import { RouterOsInputError } from '../errors';
import type { Attributes, RouterOsRunner } from '../sentence';
import { textInput, toBool, toNumber } from './values';

const READ = { idempotent: true } as const;

export interface RouterInterface {
  id: string;
  name: string;
  /** `ether`, `bridge`, `vlan`, `pppoe-in`, ... */
  type: string;
  running: boolean;
  disabled: boolean;
  macAddress: string;
  mtu: number;
  rxByte: number;
  txByte: number;
  comment: string;
}

export interface InterfaceTraffic {
  name: string;
  rxBitsPerSecond: number;
  txBitsPerSecond: number;
  rxPacketsPerSecond: number;
  txPacketsPerSecond: number;
}

export function toRouterInterface(row: Attributes): RouterInterface {
  return {
    id: row['.id'] ?? '',
    name: row['name'] ?? '',
    type: row['type'] ?? '',
    running: toBool(row['running']),
    disabled: toBool(row['disabled']),
    macAddress: row['mac-address'] ?? '',
    mtu: toNumber(row['actual-mtu'] ?? row['mtu']),
    rxByte: toNumber(row['rx-byte']),
    txByte: toNumber(row['tx-byte']),
    comment: row['comment'] ?? '',
  };
}

export async function listInterfaces(router: RouterOsRunner): Promise<RouterInterface[]> {
  const { rows } = await router.run('/interface/print', {}, READ);
  return rows.map(toRouterInterface);
}

/** One reading of an interface's current rates (`/interface/monitor-traffic =once=`). */
export async function getInterfaceTraffic(
  router: RouterOsRunner,
  name: string,
): Promise<InterfaceTraffic> {
  const iface = textInput(name, 'interface');
  if (!iface || iface.includes(','))
    throw new RouterOsInputError('interface', 'one interface name is required');
  const { rows } = await router.run(
    '/interface/monitor-traffic',
    { attributes: { interface: iface, once: '' } },
    READ,
  );
  const r = rows[0] ?? {};
  return {
    name: r['name'] ?? iface,
    rxBitsPerSecond: toNumber(r['rx-bits-per-second']),
    txBitsPerSecond: toNumber(r['tx-bits-per-second']),
    rxPacketsPerSecond: toNumber(r['rx-packets-per-second']),
    txPacketsPerSecond: toNumber(r['tx-packets-per-second']),
  };
}
