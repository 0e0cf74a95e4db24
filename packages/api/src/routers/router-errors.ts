// A failure talking to a router as the answer a screen can act on (docs/rules/routers.md#ppp-screen):
// RouterOS traps are 4xx with the router's own message (a duplicate name is a validation_error on
// `name`), an unreachable router 502, a timeout 504, with the reason in words.
import {
  HOTSPOT_FIELD_MESSAGES,
  PPP_FIELD_MESSAGES,
  PPP_MESSAGES,
  ROUTER_MESSAGES,
} from 'contracts/messages';
import { RouterOsInputError, RouterOsTrapError } from 'routeros';
import type { RouterRow } from '../db/schema';
import { uuidId } from '../lib/record-id';
import { HttpError, invalidField, notFound } from '../schemas/errors';
import type { Executor } from '../db/client';
import { findRouterById } from '../repositories/routers';
import { diagnose } from './diagnosis';

export type PppItemKind = 'secret' | 'profile' | 'active';
/** Hotspot items (docs/rules/hotspot.md): the same rules, with the hotspot's words. */
export type HotspotItemKind = 'hotspot-user' | 'hotspot-profile' | 'hotspot-active';

const NAME_TAKEN: Record<PppItemKind | HotspotItemKind, string> = {
  secret: PPP_FIELD_MESSAGES.nameTaken,
  profile: PPP_FIELD_MESSAGES.profileNameTaken,
  active: PPP_FIELD_MESSAGES.nameTaken,
  'hotspot-user': HOTSPOT_FIELD_MESSAGES.nameTaken,
  'hotspot-profile': HOTSPOT_FIELD_MESSAGES.profileNameTaken,
  'hotspot-active': HOTSPOT_FIELD_MESSAGES.nameTaken,
};

/** The HTTP answer for a failed router call. */
export function routerHttpError(
  error: unknown,
  kind: PppItemKind | HotspotItemKind,
  routerName: string,
): HttpError {
  if (error instanceof RouterOsTrapError) {
    const text = error.routerMessage;
    if (/already (exists|have)/i.test(text)) {
      return invalidField('name', NAME_TAKEN[kind]);
    }
    if (/no such item/i.test(text)) return notFound(PPP_MESSAGES.itemNotFound);
    const field = /input does not match any value of ([a-z-]+)/i.exec(text)?.[1];
    if (field === 'profile') return invalidField('profile', text);
    return new HttpError(422, text);
  }
  if (error instanceof RouterOsInputError) return invalidField(error.field, error.message);
  const diagnosis = diagnose(error, routerName);
  return new HttpError(diagnosis.status, diagnosis.message);
}

/** The router of a path parameter, or 404 'Router not found' (a malformed id too). */
export async function routerOr404(db: Executor, rawId: string): Promise<RouterRow> {
  const id = uuidId.parse(rawId);
  const row = id === null ? null : await findRouterById(db, id);
  if (!row) throw notFound(ROUTER_MESSAGES.notFound);
  return row;
}
