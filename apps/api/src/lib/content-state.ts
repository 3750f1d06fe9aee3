import { HAFS_RIWAYA_ID } from '@tafsir/core';
import type { BookWithAuthor, Repositories, RiwayaRow, SuraRow } from '@tafsir/db';

/** A riwaya whose text is imported, with its page count. */
export interface RiwayaInfo extends RiwayaRow {
  pages: number;
}

export interface LanguageInfo {
  id: number;
  code: string;
  name: string;
  native_name: string;
  direction: number;
}

/**
 * What the routes read on (nearly) every request and what only an import changes: the content version
 * and the small reference lists derived from it. The version is re-read from the database at most once
 * per `ttlMs`; when it changes, every derived list is dropped and lazily reloaded.
 */
export class ContentState {
  private versionValue: string | undefined;
  private versionReadAt = 0;
  private versionPending: Promise<string> | undefined;
  private memos = new Map<string, Promise<unknown>>();

  constructor(
    readonly repositories: Repositories,
    private readonly ttlMs: number,
  ) {}

  /** The content version (changes on import); cheap: usually answered from memory. */
  version(): Promise<string> | string {
    if (this.versionValue !== undefined && Date.now() - this.versionReadAt < this.ttlMs)
      return this.versionValue;
    this.versionPending ??= this.repositories.catalogue
      .contentVersion()
      .then((v) => {
        if (v !== this.versionValue) this.memos.clear();
        this.versionValue = v;
        this.versionReadAt = Date.now();
        return v;
      })
      .finally(() => {
        this.versionPending = undefined;
      });
    return this.versionPending;
  }

  /** Forgets the cached version (tests, or after an import in the same process). */
  invalidate(): void {
    this.versionValue = undefined;
    this.memos.clear();
  }

  private async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    await this.version();
    let pending = this.memos.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      this.memos.set(key, pending);
      // A failed load (database briefly down) must not stay cached.
      pending.catch(() => this.memos.delete(key));
    }
    return pending;
  }

  riwayat(): Promise<Map<number, RiwayaInfo>> {
    return this.memo('riwayat', async () => {
      const { quran } = this.repositories;
      const rows = await quran.listRiwayat();
      const infos = await Promise.all(
        rows.map(async (r): Promise<RiwayaInfo> => ({ ...r, pages: await quran.pageCount(r.id) })),
      );
      // Only riwayat whose text is imported can be read.
      return new Map(infos.filter((i) => i.pages > 0).map((i) => [i.id, i]));
    });
  }

  suras(): Promise<SuraRow[]> {
    return this.memo('suras', () => this.repositories.quran.listSuras());
  }

  languages(): Promise<LanguageInfo[]> {
    return this.memo('languages', () => this.repositories.catalogue.languages());
  }

  async languageByCode(): Promise<Map<string, LanguageInfo>> {
    return this.memo(
      'languagesByCode',
      async () => new Map((await this.languages()).map((l) => [l.code, l])),
    );
  }

  /** Every book with its author, by id. */
  books(): Promise<Map<number, BookWithAuthor>> {
    return this.memo(
      'books',
      async () => new Map((await this.repositories.books.list()).map((b) => [b.id, b])),
    );
  }

  /** The Hafs verses a verse of another riwaya corresponds to (identity for Hafs and unmapped verses). */
  async hafsRange(
    riwayaId: number,
    sura: number,
    aya: number,
  ): Promise<{ sura: number; ayaFrom: number; ayaTo: number }> {
    if (riwayaId === HAFS_RIWAYA_ID) return { sura, ayaFrom: aya, ayaTo: aya };
    const map = await this.memo(`verse-map:${riwayaId}`, async () => new Map<string, Promise<HafsRange>>());
    const key = `${sura}:${aya}`;
    let range = map.get(key);
    if (!range) {
      range = this.repositories.quran
        .hafsRange(riwayaId, sura, aya)
        .then((r) => r ?? { sura, ayaFrom: aya, ayaTo: aya });
      map.set(key, range);
      range.catch(() => map.delete(key));
    }
    return range;
  }
}

type HafsRange = { sura: number; ayaFrom: number; ayaTo: number };
