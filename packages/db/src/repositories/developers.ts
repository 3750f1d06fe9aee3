import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { DB } from './types.js';

/**
 * Developer apps and their API keys (spec §1, §3, §6; issue 7).
 *
 * - Passwords: scrypt (node:crypto; N=2^14, r=8, p=1, 32-byte output, 16-byte random salt), stored as
 *   `scrypt$N$r$p$salt$hash`; verified with a constant-time comparison. A login for an unknown app
 *   still runs one scrypt so timing does not reveal which names exist.
 * - API keys: `tc_` + 32 random bytes (base64url), shown once. Only the SHA-256 (hex) is stored, with a
 *   visible prefix (`tc_` + 8 characters) to tell keys apart. A key is random and long, so a fast hash
 *   is enough (no salt or stretching needed), and a lookup is one indexed equality.
 * - Login issues a fresh key each time; older keys keep working until revoked.
 */

export interface NewDeveloperApp {
  appName: string;
  password: string;
  email: string;
  website: string;
  phone: string;
  country: string;
}

export interface DeveloperApp {
  id: number;
  app_name: string;
  email: string;
  website: string;
  phone: string;
  country: string;
  created_at: string;
}

/** A key as issued: `key` is the secret, returned once and never stored. */
export interface IssuedKey {
  key: string;
  prefix: string;
  created_at: string;
}

export interface ApiKeyInfo {
  id: number;
  prefix: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface KeyOwner {
  keyId: number;
  keyHash: string;
  appId: number;
  appName: string;
}

/** Registration refused because the app name or the e-mail is taken. */
export class DuplicateAppError extends Error {
  constructor(readonly field: 'app_name' | 'email') {
    super(field === 'app_name' ? 'This app name is already registered' : 'This email is already registered');
    this.name = 'DuplicateAppError';
  }
}

export const API_KEY_PREFIX = 'tc_';
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hex SHA-256 of an API key: what is stored and looked up. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, PREFIX_LENGTH), hash: hashApiKey(key) };
}

/** Names and e-mails are unique whatever their case (and Unicode form). */
export function identityKey(value: string): string {
  return value.normalize('NFC').trim().toLowerCase();
}

/** A unique-constraint violation on SQLite or PostgreSQL, with the constraint/column text when known. */
function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; detail?: unknown };
  if (e?.code === '23505') return `${String(e.constraint ?? '')} ${String(e.detail ?? '')}`;
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return String(e.message ?? '');
  return undefined;
}

const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export class DevelopersRepository {
  constructor(private readonly db: DB) {}

  /** Registers an app and issues its first key. Throws DuplicateAppError when the name or e-mail is taken. */
  async register(input: NewDeveloperApp, now = new Date()): Promise<{ app: DeveloperApp; key: IssuedKey }> {
    const appNameKey = identityKey(input.appName);
    const emailKey = identityKey(input.email);
    const passwordHash = await hashPassword(input.password);
    const createdAt = now.toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('developer_apps')
          .select(['app_name_key', 'email_key'])
          .where((eb) => eb.or([eb('app_name_key', '=', appNameKey), eb('email_key', '=', emailKey)]))
          .execute();
        if (taken.some((t) => t.app_name_key === appNameKey)) throw new DuplicateAppError('app_name');
        if (taken.length) throw new DuplicateAppError('email');
        const row = await trx
          .insertInto('developer_apps')
          .values({
            app_name: input.appName.trim(),
            app_name_key: appNameKey,
            email: input.email.trim(),
            email_key: emailKey,
            password_hash: passwordHash,
            website: input.website.trim(),
            phone: input.phone.trim(),
            country: input.country.trim(),
            created_at: createdAt,
          })
          .returning(['id', 'app_name', 'email', 'website', 'phone', 'country', 'created_at'])
          .executeTakeFirstOrThrow();
        const key = await this.issueKey(trx, row.id, now);
        return { app: row, key };
      });
    } catch (error) {
      // Two registrations racing for the same name: the constraint decides.
      const violated = uniqueViolation(error);
      if (violated !== undefined)
        throw new DuplicateAppError(violated.includes('email') ? 'email' : 'app_name');
      throw error;
    }
  }

  /** App name or e-mail + password → the app, or null (unknown app or wrong password). */
  async verifyCredentials(login: string, password: string): Promise<DeveloperApp | null> {
    const key = identityKey(login);
    const row = await this.db
      .selectFrom('developer_apps')
      .select(['id', 'app_name', 'email', 'website', 'phone', 'country', 'created_at', 'password_hash'])
      .where((eb) => eb.or([eb('app_name_key', '=', key), eb('email_key', '=', key)]))
      .orderBy('id')
      .executeTakeFirst();
    const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
    if (!row || !ok) return null;
    const { password_hash: _omit, ...app } = row;
    return app;
  }

  /** Login: checks the credentials and issues a fresh key (older keys stay valid). */
  async login(
    login: string,
    password: string,
    now = new Date(),
  ): Promise<{ app: DeveloperApp; key: IssuedKey } | null> {
    const app = await this.verifyCredentials(login, password);
    if (!app) return null;
    return { app, key: await this.issueKey(this.db, app.id, now) };
  }

  private async issueKey(db: DB, appId: number, now: Date): Promise<IssuedKey> {
    const { key, prefix, hash } = generateApiKey();
    const createdAt = now.toISOString();
    await db
      .insertInto('api_keys')
      .values({ app_id: appId, key_hash: hash, prefix, created_at: createdAt })
      .execute();
    return { key, prefix, created_at: createdAt };
  }

  /** The app owning a valid (not revoked) key, or null. */
  async authenticate(key: string): Promise<KeyOwner | null> {
    if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
    const keyHash = hashApiKey(key);
    const row = await this.db
      .selectFrom('api_keys')
      .innerJoin('developer_apps', 'developer_apps.id', 'api_keys.app_id')
      .select(['api_keys.id as keyId', 'api_keys.app_id as appId', 'developer_apps.app_name as appName'])
      .where('api_keys.key_hash', '=', keyHash)
      .where('api_keys.revoked_at', 'is', null)
      .executeTakeFirst();
    return row ? { ...row, keyHash } : null;
  }

  async touch(keyId: number, now = new Date()): Promise<void> {
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', keyId)
      .execute();
  }

  async keys(appId: number): Promise<ApiKeyInfo[]> {
    return this.db
      .selectFrom('api_keys')
      .select(['id', 'prefix', 'created_at', 'revoked_at', 'last_used_at'])
      .where('app_id', '=', appId)
      .orderBy('id', 'desc')
      .execute();
  }

  /** Revokes one key (by its full value), returning whether a valid key was revoked. */
  async revokeKey(key: string, now = new Date()): Promise<boolean> {
    const result = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: now.toISOString() })
      .where('key_hash', '=', hashApiKey(key))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Revokes an app's keys with this visible prefix (or all of them when prefix is null); returns how many. */
  async revokeByPrefix(appId: number, prefix: string | null, now = new Date()): Promise<number> {
    let query = this.db
      .updateTable('api_keys')
      .set({ revoked_at: now.toISOString() })
      .where('app_id', '=', appId)
      .where('revoked_at', 'is', null);
    if (prefix !== null) query = query.where('prefix', '=', prefix);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
