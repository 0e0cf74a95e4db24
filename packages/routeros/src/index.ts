// Public API of the RouterOS package: the codec, one connection, the per-router manager and pool,
// typed errors, console helpers in SPEC §3 shapes, and the simulator.
export {
  DEFAULT_MAX_WORD_BYTES,
  MAX_WORD_LENGTH,
  SentenceDecoder,
  decodeSentences,
  decodeWordBytes,
  encodeLength,
  encodeSentence,
  encodeWord,
  lengthPrefixSize,
  readLength,
  type DecoderOptions,
  type WordEncoding,
} from './codec';
export {
  RouterOsAuthError,
  RouterOsBusyError,
  RouterOsConnectionClosedError,
  RouterOsConnectionRefusedError,
  RouterOsError,
  RouterOsFatalError,
  RouterOsHostNotFoundError,
  RouterOsInputError,
  RouterOsProtocolError,
  RouterOsTimeoutError,
  RouterOsTlsError,
  RouterOsTrapError,
  RouterOsUnreachableError,
  httpStatusOf,
  isRouterOsError,
  type RouterOsErrorCode,
  type RouterOsPhase,
} from './errors';
export {
  buildCommandWords,
  parseReply,
  query,
  type AttributeValue,
  type Attributes,
  type CommandArgs,
  type CommandResult,
  type RouterOsRunner,
  type RunOptions,
} from './sentence';
export {
  DEFAULT_API_PORT,
  DEFAULT_API_TLS_PORT,
  DEFAULT_TIMEOUT_MS,
  RouterOsConnection,
  legacyLoginResponse,
  type ConnectionOptions,
  type RouterOsTlsOptions,
} from './connection';
export {
  RouterOsManager,
  RouterOsPool,
  type BackoffOptions,
  type ManagerOptions,
  type ManagerState,
} from './manager';
export {
  countItems,
  getIdentity,
  getPppCounts,
  getResource,
  probeRouter,
  setIdentity,
  type RouterResource,
} from './helpers/system';
export {
  addPppProfile,
  addPppSecret,
  disablePppSecret,
  enablePppSecret,
  getPppSecret,
  listPppActive,
  listPppProfiles,
  listPppSecrets,
  removePppActive,
  removePppProfile,
  removePppSecret,
  toPppProfile,
  toPppSecret,
  updatePppProfile,
  updatePppSecret,
  type PppActive,
  type PppProfile,
  type PppProfileInput,
  type PppSecret,
  type PppSecretInput,
  type PppSharedUsers,
} from './helpers/ppp';
export {
  getInterfaceTraffic,
  listInterfaces,
  toRouterInterface,
  type InterfaceTraffic,
  type RouterInterface,
} from './helpers/interfaces';
export { formatDuration, parseDuration } from './helpers/values';
export {
  startSimulator,
  type SimCommandEvent,
  type SimFaults,
  type SimStats,
  type Simulator,
  type SimulatorOptions,
} from './sim/simulator';
export { seedState, type SimState } from './sim/state';
export { createSelfSignedCertificate, type SelfSignedCertificate } from './sim/self-signed';
