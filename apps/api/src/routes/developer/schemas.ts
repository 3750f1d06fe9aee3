import { Type } from 'typebox';
import { ErrorBody } from '../../schemas/common.js';

/** Security scheme of the developer API in the OpenAPI document (declared in plugins/docs.ts). */
export const DEVELOPER_SCHEME = 'developerKey';

export const LIMITS = {
  appName: { min: 5, max: 100 },
  password: { min: 5, max: 200 },
  email: 254,
  website: 500,
  phone: 40,
  country: 100,
  login: 254,
} as const;

export const RegisterBody = Type.Object(
  {
    app_name: Type.String({
      minLength: LIMITS.appName.min,
      maxLength: LIMITS.appName.max,
      description: 'Name of the app (at least 5 characters); unique, whatever its case',
      examples: ['My Quran Reader'],
    }),
    password: Type.String({
      minLength: LIMITS.password.min,
      maxLength: LIMITS.password.max,
      description: 'At least 5 characters; stored as a salted scrypt hash',
      examples: ['a long secret'],
    }),
    email: Type.String({ minLength: 1, maxLength: LIMITS.email, examples: ['dev@example.org'] }),
    website: Type.String({
      minLength: 1,
      maxLength: LIMITS.website,
      description: 'http(s) URL of the app',
      examples: ['https://example.org'],
    }),
    phone: Type.String({ minLength: 1, maxLength: LIMITS.phone, examples: ['+212 600 000000'] }),
    country: Type.String({ minLength: 1, maxLength: LIMITS.country, examples: ['Morocco'] }),
  },
  { additionalProperties: false },
);

export const LoginBody = Type.Object(
  {
    login: Type.String({
      minLength: 1,
      maxLength: LIMITS.login,
      description: 'App name or email',
      examples: ['My Quran Reader'],
    }),
    password: Type.String({ minLength: 1, maxLength: LIMITS.password.max, examples: ['a long secret'] }),
  },
  { additionalProperties: false },
);

export const RevokeBody = Type.Object(
  {
    login: Type.Optional(Type.String({ maxLength: LIMITS.login, description: 'App name or email' })),
    password: Type.Optional(Type.String({ maxLength: LIMITS.password.max })),
    key: Type.Optional(Type.String({ maxLength: 200, description: 'The full key to revoke' })),
    prefix: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'Visible prefix of the key to revoke (with login + password)',
      }),
    ),
    all: Type.Optional(Type.Boolean({ description: 'With login + password: revoke every key of the app' })),
  },
  {
    additionalProperties: false,
    description:
      'Either the key itself (in `key`, or as `Authorization: Bearer <key>`), or login + password with `prefix` or `all: true`.',
  },
);

export const DeveloperApp = Type.Object({
  id: Type.Integer(),
  app_name: Type.String(),
  email: Type.String(),
  website: Type.String(),
  phone: Type.String(),
  country: Type.String(),
  created_at: Type.String(),
});

export const KeyAnswer = Type.Object(
  {
    api_key: Type.String({
      description: 'The API key. Shown once: only its hash is stored.',
      examples: ['tc_3f9a1c2bXq…'],
    }),
    key_prefix: Type.String({ description: 'Visible prefix identifying the key', examples: ['tc_3f9a1c2b'] }),
    header: Type.String({
      description: 'The exact header to send',
      examples: ['Authorization: Bearer tc_3f9a1c2bXq…'],
    }),
    app: DeveloperApp,
    message: Type.String(),
  },
  { description: 'A fresh API key and the app it belongs to' },
);

export const KeysAnswer = Type.Object({
  app: DeveloperApp,
  keys: Type.Array(
    Type.Object({
      prefix: Type.String(),
      created_at: Type.String(),
      revoked_at: Type.Union([Type.String(), Type.Null()]),
      last_used_at: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

export const RevokeAnswer = Type.Object({
  revoked: Type.Integer({ description: 'How many keys were revoked' }),
  message: Type.String(),
});

export const accountResponses = {
  400: ErrorBody,
  401: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
  503: ErrorBody,
};
