// `whatsapp/sim`: the gateway simulator for tests, demos and `pnpm whatsapp-sim`. Kept out of the
// client's entry (`whatsapp`), which the API loads in production.
export {
  GATEWAY_MODES,
  SIM_REASONS,
  renderMessagesPage,
  startWhatsAppSimulator,
  type GatewayMessage,
  type GatewayMode,
  type WhatsAppSimulator,
  type WhatsAppSimulatorOptions,
} from './simulator';
export { runCli, type CliIo } from './cli';
