// `tripay/sim`: the Tripay simulator for tests, demos and `pnpm tripay-sim`. Kept out of the
// client's entry (`tripay`), which the API loads in production.
export {
  CALLBACK_MODES,
  SIM_MESSAGES,
  startTripaySimulator,
  type CallbackDelivery,
  type CallbackMode,
  type CallbackRequest,
  type CallbackRequestOptions,
  type SettleOptions,
  type SimEndpoint,
  type SimFault,
  type SimMerchant,
  type SimTransaction,
  type TripaySimulator,
  type TripaySimulatorOptions,
} from './simulator';
export { defaultChannels, feeFor, type SimChannel } from './channels';
export { rupiah } from './checkout-page';
export { runCli, type CliIo } from './cli';
