import type { Selectable } from 'kysely';
import type { MessageKind, MessageTable } from '../schema.js';
import type { DB } from './types.js';

/**
 * What users send (issue 7): contact messages, notes on a text, bug reports. Stored as sent (values are
 * bound parameters, never spliced into SQL; nothing is escaped or rewritten, so what is read back is
 * byte-identical); read back by `npm run messages`.
 */
export interface NewMessage {
  kind: MessageKind;
  name?: string | null;
  email?: string | null;
  subject?: string | null;
  message?: string | null;
  proposed_text?: string | null;
  original_text?: string | null;
  book_id?: number | null;
  sura?: number | null;
  aya?: number | null;
  page_url?: string | null;
  locale?: string | null;
  /** Client-chosen id: a retried send with the same id is stored once. */
  request_id?: string | null;
}

export type StoredMessage = Selectable<MessageTable>;

export interface MessageListOptions {
  kind?: MessageKind | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  /** Only messages received at or after this ISO time. */
  since?: string | undefined;
}

export const MESSAGE_KINDS: readonly MessageKind[] = ['contact', 'note', 'bug'];

export class MessagesRepository {
  constructor(private readonly db: DB) {}

  /** Stores a message; `duplicate` when a message with the same request id was already stored. */
  async add(input: NewMessage, now = new Date()): Promise<{ id: number | null; duplicate: boolean }> {
    const row = await this.db
      .insertInto('messages')
      .values({
        kind: input.kind,
        name: input.name ?? null,
        email: input.email ?? null,
        subject: input.subject ?? null,
        message: input.message ?? null,
        proposed_text: input.proposed_text ?? null,
        original_text: input.original_text ?? null,
        book_id: input.book_id ?? null,
        sura: input.sura ?? null,
        aya: input.aya ?? null,
        page_url: input.page_url ?? null,
        locale: input.locale ?? null,
        request_id: input.request_id ?? null,
        created_at: now.toISOString(),
        mailed_at: null,
      })
      .onConflict((oc) => oc.column('request_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? { id: row.id, duplicate: false } : { id: null, duplicate: true };
  }

  async byId(id: number): Promise<StoredMessage | undefined> {
    return this.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async markMailed(id: number, now = new Date()): Promise<void> {
    await this.db
      .updateTable('messages')
      .set({ mailed_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Newest first. */
  async list(options: MessageListOptions = {}): Promise<StoredMessage[]> {
    let query = this.db.selectFrom('messages').selectAll();
    if (options.kind) query = query.where('kind', '=', options.kind);
    if (options.since) query = query.where('created_at', '>=', options.since);
    return query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit ?? 50)
      .offset(options.offset ?? 0)
      .execute();
  }

  async count(kind?: MessageKind): Promise<number> {
    let query = this.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n'));
    if (kind) query = query.where('kind', '=', kind);
    const row = await query.executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
