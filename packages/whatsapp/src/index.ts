// `whatsapp`: the client of a Fonnte-shaped WhatsApp gateway. The simulator is `whatsapp/sim`,
// kept apart so that production code never loads it.
export {
  DEFAULT_TIMEOUT_MS,
  FONNTE_BASE_URL,
  MAX_MESSAGE_LENGTH,
  WhatsAppClient,
  type WhatsAppClientOptions,
  type WhatsAppSent,
} from './client';
export {
  WhatsAppError,
  WhatsAppHttpError,
  WhatsAppInputError,
  WhatsAppMalformedResponseError,
  WhatsAppRejectedError,
  WhatsAppTimeoutError,
  WhatsAppUnreachableError,
  isWhatsAppError,
  type WhatsAppErrorCode,
  type WhatsAppErrorContext,
} from './errors';
export { normalizeTarget } from './target';
