// `routeros/sim`: the RouterOS simulator for tests, benches, demos and `pnpm routeros-sim`. Kept
// out of the client's entry (`routeros`), which the API loads in production.
export {
  startSimulator,
  type SimCommandEvent,
  type SimFaults,
  type SimStats,
  type Simulator,
  type SimulatorOptions,
} from './simulator';
export { type PppLoginOptions } from './menus';
export { seedState, type SeedOptions, type SimState } from './state';
export {
  HOTSPOT_DUPLICATE_USER,
  LOGIN_ERRORS as HOTSPOT_LOGIN_ERRORS,
  type HotspotLoginOptions,
  type HotspotLoginResult,
} from './hotspot';
export {
  DEMO_BATCH_COMMENTS,
  formatRouterDate,
  type HotspotSeedOptions,
  type SimHotspotCookie,
  type SimHotspotSession,
} from './hotspot-state';
export { createSelfSignedCertificate, type SelfSignedCertificate } from './self-signed';
export { runCli, type CliIo } from './cli';
