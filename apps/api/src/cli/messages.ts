import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { MESSAGE_KINDS, openDatabase, type MessagesRepository, type StoredMessage } from '@tafsir/db';
import { createRepositories } from '@tafsir/db';
import type { MessageKind } from '@tafsir/db';

/**
 * `npm run messages`: what users sent (contact, notes on texts, bug reports), newest first, from the
 * database the API uses (DATABASE_URL / SQLITE_FILE, as apps/api/README.md). No admin screen needed.
 *
 *   npm run messages                      the 50 newest
 *   npm run messages -- --type note       only notes on texts (contact | note | bug)
 *   npm run messages -- --limit 200 --since 2026-01-01
 *   npm run messages -- --json            one JSON array, values exactly as stored
 */
export interface ListOptions {
  type?: MessageKind | undefined;
  limit: number;
  since?: string | undefined;
  json: boolean;
}

export const USAGE =
  'usage: npm run messages -- [--type contact|note|bug] [--limit N] [--since YYYY-MM-DD] [--json]';

export function parseCliArgs(argv: string[]): ListOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      type: { type: 'string', short: 't' },
      limit: { type: 'string', short: 'n', default: '50' },
      since: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(USAGE);
  const type = values.type === 'bug-report' ? 'bug' : values.type;
  if (type !== undefined && !MESSAGE_KINDS.includes(type as MessageKind))
    throw new Error(`--type must be one of ${MESSAGE_KINDS.join(', ')}\n${USAGE}`);
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100_000)
    throw new Error(`--limit must be 1…100000\n${USAGE}`);
  if (values.since !== undefined && Number.isNaN(Date.parse(values.since)))
    throw new Error(`--since must be a date\n${USAGE}`);
  return {
    type: type as MessageKind | undefined,
    limit,
    since: values.since ? new Date(values.since).toISOString() : undefined,
    json: values.json,
  };
}

/**
 * Control characters (other than newline and tab) and the bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069) are shown escaped: a message can neither drive the terminal
 * nor make the text shown read otherwise than it is stored ("Trojan source").
 */
function inert(value: string): string {
  return value.replace(
    // eslint-disable-next-line no-control-regex -- that is the point
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const FIELDS: Array<keyof StoredMessage> = [
  'name',
  'email',
  'subject',
  'book_id',
  'sura',
  'aya',
  'page_url',
  'locale',
  'original_text',
  'proposed_text',
  'message',
];

export function formatMessages(rows: StoredMessage[], total: number, options: ListOptions): string {
  if (options.json) return JSON.stringify(rows, null, 2);
  const scope = options.type ? `${options.type} messages` : 'messages';
  const lines = [`${total} ${scope} received; showing ${rows.length}, newest first`];
  for (const m of rows) {
    lines.push('', `#${m.id}  ${m.kind}  ${m.created_at}${m.mailed_at ? '  (mailed)' : ''}`);
    for (const field of FIELDS) {
      const value = m[field];
      if (value === null || value === undefined) continue;
      const text = inert(String(value));
      lines.push(
        text.includes('\n') ? `  ${field}:\n    ${text.split('\n').join('\n    ')}` : `  ${field}: ${text}`,
      );
    }
  }
  return lines.join('\n');
}

export async function listMessages(repository: MessagesRepository, options: ListOptions): Promise<string> {
  const [rows, total] = await Promise.all([
    repository.list({ kind: options.type, limit: options.limit, since: options.since }),
    repository.count(options.type),
  ]);
  return formatMessages(rows, total, options);
}

async function main(): Promise<void> {
  let options: ListOptions;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(2);
  }
  const database = await openDatabase({ url: process.env.DATABASE_URL, sqliteFile: process.env.SQLITE_FILE });
  try {
    const repositories = createRepositories(database.db);
    process.stdout.write(`${await listMessages(repositories.messages, options)}\n`);
    if (!options.json) process.stderr.write(`(database: ${database.dialect} ${database.location})\n`);
  } finally {
    await database.close();
  }
}

const invoked = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (import.meta.url === invoked) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
