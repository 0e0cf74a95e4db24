import { Type, type Static } from '@sinclair/typebox';
import { ID_MAX_LENGTH, PPP_LIMITS } from '../limits';
import { PPP_FIELD_MESSAGES } from '../messages';

// PPP secrets, profiles and active sessions of one router, live from the router
// (docs/rules/routers.md#ppp-records). Answers use the `{ success: true, data }` envelope.

const M = PPP_FIELD_MESSAGES;

const text = (max: number, message: string) =>
  Type.String({ maxLength: max, 'x-message': message });

export const PppSecretSchema = Type.Object(
  {
    id: Type.String({ description: 'RouterOS item id, e.g. *1A' }),
    name: Type.String(),
    password: Type.String(),
    localAddress: Type.String(),
    remoteAddress: Type.String(),
    profile: Type.String(),
    comment: Type.String(),
    address: Type.Optional(
      Type.String({ description: 'The fixed remote address, when one is set' }),
    ),
    // An enum, not a union of literals: the API serialises 10,000 of these per list, and a union
    // makes the serialiser validate each value to pick a branch.
    disabled: Type.Unsafe<'true' | 'false'>({ type: 'string', enum: ['true', 'false'] }),
  },
  { title: 'PppSecret' },
);
export type PppSecret = Static<typeof PppSecretSchema>;

export const PppProfileSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    addressPool: Type.String(),
    rateLimit: Type.String(),
    sharedUsers: Type.Unsafe<'1' | 'unlimited' | 'default'>({
      type: 'string',
      enum: ['1', 'unlimited', 'default'],
      description: "RouterOS only-one: '1' ↔ yes, 'unlimited' ↔ no, 'default'",
    }),
    onLogin: Type.String(),
    parent: Type.String(),
  },
  { title: 'PppProfile' },
);
export type PppProfile = Static<typeof PppProfileSchema>;

export const PppActiveSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    service: Type.String(),
    address: Type.String(),
    uptime: Type.String(),
    profile: Type.String(),
    callerId: Type.String(),
  },
  { title: 'PppActive' },
);
export type PppActive = Static<typeof PppActiveSchema>;

const secretFields = {
  name: Type.String({
    minLength: PPP_LIMITS.name.min,
    maxLength: PPP_LIMITS.name.max,
    'x-message': M.name,
  }),
  password: text(PPP_LIMITS.password.max, M.password),
  localAddress: text(PPP_LIMITS.address.max, M.address),
  remoteAddress: text(PPP_LIMITS.address.max, M.address),
  profile: text(PPP_LIMITS.profile.max, M.profile),
  comment: text(PPP_LIMITS.comment.max, M.comment),
};

/** `POST /ppp/{routerId}/secrets`: empty optional fields take the router's defaults. */
export const CreatePppSecretBody = Type.Object(
  {
    name: secretFields.name,
    password: Type.Optional(secretFields.password),
    localAddress: Type.Optional(secretFields.localAddress),
    remoteAddress: Type.Optional(secretFields.remoteAddress),
    profile: Type.Optional(secretFields.profile),
    comment: Type.Optional(secretFields.comment),
  },
  { additionalProperties: false },
);
export type CreatePppSecretInput = Static<typeof CreatePppSecretBody>;

/** `PUT /ppp/{routerId}/secrets/{id}`: a field left out keeps its value, an empty one clears it. */
export const UpdatePppSecretBody = Type.Object(
  {
    name: Type.Optional(secretFields.name),
    password: Type.Optional(secretFields.password),
    localAddress: Type.Optional(secretFields.localAddress),
    remoteAddress: Type.Optional(secretFields.remoteAddress),
    profile: Type.Optional(secretFields.profile),
    comment: Type.Optional(secretFields.comment),
  },
  { additionalProperties: false },
);
export type UpdatePppSecretInput = Static<typeof UpdatePppSecretBody>;

const sharedUsers = Type.Union(
  [
    Type.Integer({ minimum: 1, maximum: 1_000_000, 'x-message': M.sharedUsers }),
    Type.String({ pattern: '^(?:[1-9]\\d{0,5}|unlimited|default)$', 'x-message': M.sharedUsers }),
  ],
  {
    'x-message': M.sharedUsers,
    description: "1 (default), a larger number (= unlimited), 'unlimited' or 'default'",
  },
);

const profileFields = {
  name: secretFields.name,
  addressPool: text(PPP_LIMITS.address.max, M.address),
  rateLimit: text(PPP_LIMITS.rateLimit.max, M.rateLimit),
  sharedUsers,
  onLogin: text(PPP_LIMITS.onLogin.max, M.onLogin),
  parent: text(PPP_LIMITS.parent.max, M.parent),
};

/** `POST /ppp/{routerId}/profiles`; `sharedUsers` defaults to 1. */
export const CreatePppProfileBody = Type.Object(
  {
    name: profileFields.name,
    addressPool: Type.Optional(profileFields.addressPool),
    rateLimit: Type.Optional(profileFields.rateLimit),
    sharedUsers: Type.Optional(profileFields.sharedUsers),
    onLogin: Type.Optional(profileFields.onLogin),
    parent: Type.Optional(profileFields.parent),
  },
  { additionalProperties: false },
);
export type CreatePppProfileInput = Static<typeof CreatePppProfileBody>;

export const UpdatePppProfileBody = Type.Object(
  {
    name: Type.Optional(profileFields.name),
    addressPool: Type.Optional(profileFields.addressPool),
    rateLimit: Type.Optional(profileFields.rateLimit),
    sharedUsers: Type.Optional(profileFields.sharedUsers),
    onLogin: Type.Optional(profileFields.onLogin),
    parent: Type.Optional(profileFields.parent),
  },
  { additionalProperties: false },
);
export type UpdatePppProfileInput = Static<typeof UpdatePppProfileBody>;

/** `/ppp/{routerId}/…`: the router. */
export const PppRouterParams = Type.Object({
  routerId: Type.String({ maxLength: ID_MAX_LENGTH, description: 'Router id (a uuid)' }),
});

/** `/ppp/{routerId}/…/{id}`: the router and a RouterOS item id (`*1A`); another id is 404. */
export const PppItemParams = Type.Object({
  routerId: Type.String({ maxLength: ID_MAX_LENGTH, description: 'Router id (a uuid)' }),
  id: Type.String({ maxLength: PPP_LIMITS.itemId.max, description: 'RouterOS item id, e.g. *1A' }),
});
