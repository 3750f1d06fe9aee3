import type { DB } from './types.js';
import type { RiwayaTable, SuraTable, VerseTable } from '../schema.js';

export type RiwayaRow = RiwayaTable;
export type SuraRow = SuraTable;
export type VerseRow = Omit<VerseTable, 'text_normalized'>;

const verseColumns = ['riwaya_id', 'sura', 'aya', 'text', 'page', 'juz', 'hizb', 'rub'] as const;

/** Riwayat, suras and verses: the Quran text side of the content. */
export class QuranRepository {
  constructor(private readonly db: DB) {}

  listRiwayat(): Promise<RiwayaRow[]> {
    return this.db.selectFrom('riwayat').selectAll().orderBy('id').execute();
  }

  async getRiwaya(id: number): Promise<RiwayaRow | undefined> {
    return this.db.selectFrom('riwayat').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listSuras(): Promise<SuraRow[]> {
    return this.db.selectFrom('suras').selectAll().orderBy('number').execute();
  }

  /** Verse counts per sura in a riwaya's own numbering. */
  async ayaCounts(riwayaId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('verses')
      .select(['sura', (eb) => eb.fn.max<number>('aya').as('ayas')])
      .where('riwaya_id', '=', riwayaId)
      .groupBy('sura')
      .execute();
    return new Map(rows.map((r) => [Number(r.sura), Number(r.ayas)]));
  }

  getVerse(riwayaId: number, sura: number, aya: number): Promise<VerseRow | undefined> {
    return this.db
      .selectFrom('verses')
      .select(verseColumns)
      .where('riwaya_id', '=', riwayaId)
      .where('sura', '=', sura)
      .where('aya', '=', aya)
      .executeTakeFirst();
  }

  /**
   * The verses just before and just after sura:aya in a riwaya's order (crossing sura boundaries);
   * undefined at either end of the mushaf. Each is one primary-key index probe.
   */
  async adjacentVerses(
    riwayaId: number,
    sura: number,
    aya: number,
  ): Promise<{ previous: VerseRow | undefined; next: VerseRow | undefined }> {
    const [previous, next] = await Promise.all([
      this.db
        .selectFrom('verses')
        .select(verseColumns)
        .where('riwaya_id', '=', riwayaId)
        .where((eb) => eb.or([eb('sura', '<', sura), eb.and([eb('sura', '=', sura), eb('aya', '<', aya)])]))
        .orderBy('sura', 'desc')
        .orderBy('aya', 'desc')
        .limit(1)
        .executeTakeFirst(),
      this.db
        .selectFrom('verses')
        .select(verseColumns)
        .where('riwaya_id', '=', riwayaId)
        .where((eb) => eb.or([eb('sura', '>', sura), eb.and([eb('sura', '=', sura), eb('aya', '>', aya)])]))
        .orderBy('sura')
        .orderBy('aya')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return { previous, next };
  }

  versesOnPage(riwayaId: number, page: number): Promise<VerseRow[]> {
    return this.db
      .selectFrom('verses')
      .select(verseColumns)
      .where('riwaya_id', '=', riwayaId)
      .where('page', '=', page)
      .orderBy('sura')
      .orderBy('aya')
      .execute();
  }

  versesOfSura(riwayaId: number, sura: number): Promise<VerseRow[]> {
    return this.db
      .selectFrom('verses')
      .select(verseColumns)
      .where('riwaya_id', '=', riwayaId)
      .where('sura', '=', sura)
      .orderBy('aya')
      .execute();
  }

  allVerses(riwayaId: number): Promise<VerseRow[]> {
    return this.db
      .selectFrom('verses')
      .select(verseColumns)
      .where('riwaya_id', '=', riwayaId)
      .orderBy('sura')
      .orderBy('aya')
      .execute();
  }

  async pageCount(riwayaId: number): Promise<number> {
    const row = await this.db
      .selectFrom('verses')
      .select((eb) => eb.fn.max<number>('page').as('pages'))
      .where('riwaya_id', '=', riwayaId)
      .executeTakeFirst();
    return Number(row?.pages ?? 0);
  }

  /** First verse of every division (juz, hizb or rub) of a riwaya, with its page. */
  async divisionStarts(
    riwayaId: number,
    division: 'juz' | 'hizb' | 'rub',
  ): Promise<Array<{ number: number; sura: number; aya: number; page: number }>> {
    // The first verse of a division is the one with the smallest (sura, aya); sura*1000+aya orders them.
    const firsts = await this.db
      .selectFrom('verses')
      .select([division, (eb) => eb.fn.min<number>(eb(eb('sura', '*', 1000), '+', eb.ref('aya'))).as('k')])
      .where('riwaya_id', '=', riwayaId)
      .groupBy(division)
      .orderBy(division)
      .execute();
    if (firsts.length === 0) return [];
    const keys = firsts.map((f) => Number(f.k));
    const rows = await this.db
      .selectFrom('verses')
      .select(['sura', 'aya', 'page'])
      .where('riwaya_id', '=', riwayaId)
      .where((eb) => eb(eb(eb('sura', '*', 1000), '+', eb.ref('aya')), 'in', keys))
      .execute();
    const byKey = new Map(rows.map((r) => [r.sura * 1000 + r.aya, r]));
    return firsts.map((f) => {
      const v = byKey.get(Number(f.k))!;
      return { number: Number(f[division]), sura: v.sura, aya: v.aya, page: v.page };
    });
  }

  /** The Hafs verses (same sura) that a verse of another riwaya corresponds to. */
  async hafsRange(
    riwayaId: number,
    sura: number,
    aya: number,
  ): Promise<{ sura: number; ayaFrom: number; ayaTo: number } | undefined> {
    const row = await this.db
      .selectFrom('verse_map')
      .select(['hafs_sura', 'hafs_aya_from', 'hafs_aya_to'])
      .where('riwaya_id', '=', riwayaId)
      .where('sura', '=', sura)
      .where('aya', '=', aya)
      .executeTakeFirst();
    return row && { sura: row.hafs_sura, ayaFrom: row.hafs_aya_from, ayaTo: row.hafs_aya_to };
  }

  /**
   * Where a verse of one riwaya is in each of `riwayaIds` (switching riwaya keeps the place): through
   * the Hafs verses it corresponds to, the first verse of the other riwaya whose Hafs range reaches
   * the first of them. A Hafs verse split in two opens its first part; verses merged into one open
   * that one; a Hafs verse another riwaya does not count (the Fatiha's basmala in Warsh) opens the
   * next verse it does. Riwayat without a map of that sura are left out.
   */
  async sameVerseIn(
    riwayaId: number,
    sura: number,
    aya: number,
    riwayaIds: readonly number[],
  ): Promise<Array<{ riwayaId: number; sura: number; aya: number }>> {
    const from = await this.hafsRange(riwayaId, sura, aya);
    if (!from || riwayaIds.length === 0) return [];
    // The map never crosses a sura (alignment.ts aligns sura by sura), so `sura` = `hafs_sura`
    // and the primary key (riwaya_id, sura, aya) serves the lookup.
    const rows = await this.db
      .selectFrom('verse_map')
      .select(['riwaya_id', (eb) => eb.fn.min<number>('aya').as('aya')])
      .where('riwaya_id', 'in', [...riwayaIds])
      .where('sura', '=', from.sura)
      .where('hafs_sura', '=', from.sura)
      .where('hafs_aya_to', '>=', from.ayaFrom)
      .groupBy('riwaya_id')
      .execute();
    return rows.map((r) => ({ riwayaId: r.riwaya_id, sura: from.sura, aya: Number(r.aya) }));
  }

  /** The verses of a riwaya that cover a Hafs verse (for moving from a book entry to another riwaya). */
  async riwayaVersesForHafs(
    riwayaId: number,
    hafsSura: number,
    hafsAya: number,
  ): Promise<Array<{ sura: number; aya: number }>> {
    return this.db
      .selectFrom('verse_map')
      .select(['sura', 'aya'])
      .where('riwaya_id', '=', riwayaId)
      .where('hafs_sura', '=', hafsSura)
      .where('hafs_aya_from', '<=', hafsAya)
      .where('hafs_aya_to', '>=', hafsAya)
      .orderBy('aya')
      .execute();
  }
}
