import { describe, expect, it } from 'vitest';
import {
  footnoteNumbers,
  isSectionBreak,
  parseCommentary,
  stripMarkup,
  suraByArabicName,
  type Segment,
} from './commentary.js';
import { HAS_DATA, SKIP_REASON, bookExists, loadBook } from './test-support/shared-data.js';

// Real entries (abridged) from the dataset
const SAHEEH_1_1 = {
  text: 'In the name of Allāh,{[1]}the Entirely Merciful, the Especially Merciful.{[2]}',
  footnotes: [
    { n: 2, text: 'Ar-Raḥmān and ar-Raḥeem are two names of Allāh derived from the word "raḥmah" (mercy).' },
    { n: 1, text: 'Allāh is a proper name belonging only to the one Almighty God.' },
  ],
};
const SADI_2_2 =
  'وقوله { ذَلِكَ الْكِتَابُ } أي هذا الكتاب العظيم الذي هو الكتاب على الحقيقة. فـ { لَا رَيْبَ فِيهِ } ولا شك بوجه من الوجوه';
const IBN_KATHIR =
  'والأول أشبه لقوله تعالى : ( ولقد آتيناك سبعا من المثاني ) [ الحجر : 87 ] ، والله أعلم .\nفإذا قال : ( اهدنا الصراط المستقيم صراط الذين أنعمت عليهم غير المغضوب عليهم ولا الضالين ) [ الفاتحة : 6 ، 7 ] ، قال هذا لعبدي';
const BAGHAWI =
  'قال الله تعالى: {وقل الحمد لله الذي لم يتخذ ولداً} [11 - الإسراء]، وقال: {اعملوا آل داود شكراً}';
const IBN_ASHUR =
  'لأنه جزء آية من قوله تعالى:{ إنه من سليمان وإنه بسم الله الرحمٰن الرحيم }[النمل: 30] كما أنهم';
const MUYASSAR = 'وهي قوله تعالى: {رَبَّنَا ظَلَمْنَا أَنْفُسَنَا وَإِنْ لَمْ تَغْفِرْ لَنَا (7:23)} فتاب الله';
const MUKHTASAR = 'وهي المذكورة في قوله تعالى: ﴿قَالَا رَبَّنَا ظَلَمْنَا أَنفُسَنَا﴾ (الأعراف: 23).';
const TABARI = 'قال أبو جعفر: ومعنى (الْحَمْدُ لِلَّهِ) : الشكر خالصًا لله (46) ، بما أنعم';

const kinds = (segments: Segment[]) => segments.map((s) => s.kind);

describe('parseCommentary', () => {
  it('turns footnote placeholders into references and keeps the footnotes', () => {
    const parsed = parseCommentary(SAHEEH_1_1.text, SAHEEH_1_1.footnotes);
    expect(parsed.paragraphs).toEqual([
      [
        { kind: 'text', text: 'In the name of Allāh,' },
        { kind: 'footnote-ref', n: 1 },
        { kind: 'text', text: ' the Entirely Merciful, the Especially Merciful.' }, // space restored
        { kind: 'footnote-ref', n: 2 },
      ],
    ]);
    expect(parsed.footnotes.map((f) => f.n)).toEqual([1, 2]);
    expect(parsed.footnotes[0]!.text).toMatch(/^Allāh is a proper name/);
  });

  it('splits paragraphs on newlines and drops empty ones', () => {
    const parsed = parseCommentary('أولا\n\n  \nثانيا\n');
    expect(parsed.paragraphs).toEqual([[{ kind: 'text', text: 'أولا' }], [{ kind: 'text', text: 'ثانيا' }]]);
    expect(parseCommentary('').paragraphs).toEqual([]);
  });

  it("makes al-Tabari's section asterism a paragraph of its own, and leaves poetry's *** alone", () => {
    // sura 2 of al-Tabari, whose source lost its line breaks (2:255, abridged)
    const parsed = parseCommentary(
      'قد دللنا فيما مضى على تأويل قوله: " الله " (17) .* * *وأما تأويل قوله: " لا إله إلا هو " * * *  وهذه الآية',
    );
    expect(parsed.paragraphs.map((p) => (isSectionBreak(p) ? '—' : (p[0] as { text: string }).text))).toEqual(
      [
        'قد دللنا فيما مضى على تأويل قوله: " الله " (17) .',
        '—',
        'وأما تأويل قوله: " لا إله إلا هو "',
        '—',
        'وهذه الآية',
      ],
    );
    const poetry = parseCommentary('وجبريل رسول الله فينا *** وروح القدس ليس له كفاء');
    expect(poetry.paragraphs).toHaveLength(1);
    expect(isSectionBreak(poetry.paragraphs[0]!)).toBe(false);
    expect(isSectionBreak([{ kind: 'text', text: 'نص' }])).toBe(false);
  });

  it('marks Quran quotations in braces', () => {
    const [p] = parseCommentary(SADI_2_2).paragraphs;
    expect(kinds(p!)).toEqual(['text', 'quran-quote', 'text', 'quran-quote', 'text']);
    expect(p![1]).toEqual({ kind: 'quran-quote', text: 'ذَلِكَ الْكِتَابُ' });
    expect(p![3]).toEqual({ kind: 'quran-quote', text: 'لَا رَيْبَ فِيهِ' });
  });

  it('attaches the bracketed reference that follows a quotation', () => {
    const [p1, p2] = parseCommentary(IBN_KATHIR).paragraphs;
    expect(p1![1]).toEqual({
      kind: 'quran-quote',
      text: 'ولقد آتيناك سبعا من المثاني',
      ref: { sura: 15, aya: 87 },
      refText: 'الحجر : 87',
    });
    expect(p1![2]).toEqual({ kind: 'text', text: ' ، والله أعلم .' });
    expect(p2![1]).toMatchObject({ kind: 'quran-quote', ref: { sura: 1, aya: 6, ayaTo: 7 } });

    const [b] = parseCommentary(BAGHAWI).paragraphs;
    expect(b![1]).toEqual({
      kind: 'quran-quote',
      text: 'وقل الحمد لله الذي لم يتخذ ولداً',
      ref: { sura: 17, aya: 11 },
      refText: '11 - الإسراء',
    });
    expect(b![3]).toEqual({ kind: 'quran-quote', text: 'اعملوا آل داود شكراً' });

    const [a] = parseCommentary(IBN_ASHUR).paragraphs;
    expect(a![1]).toMatchObject({ ref: { sura: 27, aya: 30 }, refText: 'النمل: 30' });

    const [m] = parseCommentary(MUKHTASAR).paragraphs;
    expect(m![1]).toEqual({
      kind: 'quran-quote',
      text: 'قَالَا رَبَّنَا ظَلَمْنَا أَنفُسَنَا',
      ref: { sura: 7, aya: 23 },
      refText: 'الأعراف: 23',
    });
    expect(m![2]).toEqual({ kind: 'text', text: '.' });
  });

  it('reads a numeric reference inside the quotation', () => {
    const [p] = parseCommentary(MUYASSAR).paragraphs;
    expect(p![1]).toEqual({
      kind: 'quran-quote',
      text: 'رَبَّنَا ظَلَمْنَا أَنْفُسَنَا وَإِنْ لَمْ تَغْفِرْ لَنَا',
      ref: { sura: 7, aya: 23 },
      refText: '7:23',
    });
    const [q] = parseCommentary('{ قل الله } [6:91-92]').paragraphs;
    expect(q![0]).toMatchObject({ ref: { sura: 6, aya: 91, ayaTo: 92 } });
  });

  it('keeps a reference with an unknown sura name as text of the quote', () => {
    const [p] = parseCommentary('{ فيه آيات بينات } [ الآية : 5 ]').paragraphs;
    expect(p).toEqual([{ kind: 'quran-quote', text: 'فيه آيات بينات', refText: 'الآية : 5' }]);
  });

  it('leaves ordinary parentheses and unmatched braces as text', () => {
    expect(parseCommentary(TABARI).paragraphs).toEqual([[{ kind: 'text', text: TABARI }]]);
    for (const t of ['قال { بلا إغلاق', 'نص } مغلق', '﴿ بلا إغلاق', '{ }', '{[x]}', '{[1]', 'a [b] (c) [1]'])
      expect(parseCommentary(t).paragraphs, t).toEqual([[{ kind: 'text', text: t }]]);
    // a bare reference in ornate brackets is not a quotation
    expect(kinds(parseCommentary('الآية ﴿النحل : 98﴾ :').paragraphs[0]!)).toEqual(['text']);
  });

  it('never takes a footnote for a quotation, even inside one', () => {
    const [p] = parseCommentary('{ الحمد لله }{[1]} تم').paragraphs;
    expect(kinds(p!)).toEqual(['quran-quote', 'footnote-ref', 'text']);
    const [q] = parseCommentary('﴿ الحمد{[1]} لله ﴾').paragraphs;
    expect(q).toEqual([
      { kind: 'text', text: '﴿ الحمد' },
      { kind: 'footnote-ref', n: 1 },
      { kind: 'text', text: ' لله ﴾' },
    ]);
  });

  it('parses the book-extra markers', () => {
    const [p] = parseCommentary('{د}مقدمة مشتركة {م:12} كلام المؤلف {خ} آخر {خ: ١٣}{ذ} خاتمة').paragraphs;
    expect(p!.filter((s) => s.kind === 'marker')).toEqual([
      { kind: 'marker', marker: 'd', label: 'د' },
      { kind: 'marker', marker: 'm', aya: 12, label: 'م' },
      { kind: 'marker', marker: 'kh', label: 'خ' },
      { kind: 'marker', marker: 'kh', aya: 13, label: 'خ' },
      { kind: 'marker', marker: 'dh', label: 'ذ' },
    ]);
    expect(p![1]).toEqual({ kind: 'text', text: 'مقدمة مشتركة ' });
    expect(kinds(parseCommentary('{ز}').paragraphs[0]!)).toEqual(['quran-quote']); // not a marker letter
  });

  it('keeps the first of duplicated footnotes', () => {
    const parsed = parseCommentary('x{[1]}', [
      { n: 1, text: 'a' },
      { n: 1, text: 'b' },
    ]);
    expect(parsed.footnotes).toEqual([{ n: 1, text: 'a' }]);
  });
});

describe('helpers', () => {
  it('lists referenced footnote numbers', () => {
    expect(footnoteNumbers(SAHEEH_1_1.text)).toEqual([1, 2]);
    expect(footnoteNumbers('a{[3]} b{[1]} c{[3]}')).toEqual([3, 1]);
    expect(footnoteNumbers('none')).toEqual([]);
  });

  it('strips markup for snippets and search', () => {
    expect(stripMarkup(SAHEEH_1_1.text)).toBe(
      'In the name of Allāh, the Entirely Merciful, the Especially Merciful.',
    );
    expect(stripMarkup(SADI_2_2)).toBe(
      'وقوله ﴿ذَلِكَ الْكِتَابُ﴾ أي هذا الكتاب العظيم الذي هو الكتاب على الحقيقة. فـ ﴿لَا رَيْبَ فِيهِ﴾ ولا شك بوجه من الوجوه',
    );
    expect(stripMarkup(IBN_KATHIR).split('\n')[0]).toBe(
      'والأول أشبه لقوله تعالى : ﴿ولقد آتيناك سبعا من المثاني﴾ [الحجر : 87] ، والله أعلم .',
    );
    expect(stripMarkup('{د} مقدمة {م:3} نص\n\nثان')).toBe('مقدمة نص\nثان');
  });

  it('recognises sura names as references write them', () => {
    expect(suraByArabicName('الأنعام')).toBe(6);
    expect(suraByArabicName('سورة آل عمران')).toBe(3);
    expect(suraByArabicName('الانعام')).toBe(6);
    expect(suraByArabicName('إبراهيم')).toBe(14);
    expect(suraByArabicName('براءة')).toBe(9);
    expect(suraByArabicName('بني إسرائيل')).toBe(17);
    expect(suraByArabicName('ياس')).toBe(36);
    expect(suraByArabicName('حم السجدة')).toBe(41);
    expect(suraByArabicName('السجدة')).toBe(32);
    expect(suraByArabicName('بقرة')).toBe(2);
    expect(suraByArabicName('سبأ')).toBe(34);
    expect(suraByArabicName('النبأ')).toBe(78);
    expect(suraByArabicName('الآية')).toBeUndefined();
  });
});

const REAL_BOOKS = [
  'ibn-kathir',
  'tabari',
  'baghawi',
  'ibn-ashur',
  'razi',
  'mukhtasar-ar',
  'en-saheeh',
  'sw-barwani',
  'ja-saeedsato',
];

describe.skipIf(!HAS_DATA)(`on real books (${HAS_DATA ? 'shared dataset' : SKIP_REASON})`, () => {
  it("splits al-Tabari's long sura 2 entries at their asterisms", () => {
    const rows = loadBook('tabari').filter((r) => r.sura === 2 && r.aya === 255);
    expect(rows.length).toBeGreaterThan(0);
    const parsed = parseCommentary(rows[0]!.text);
    const breaks = parsed.paragraphs.filter(isSectionBreak).length;
    expect(breaks).toBeGreaterThan(20);
    expect(parsed.paragraphs.length).toBeGreaterThan(breaks);
    for (const p of parsed.paragraphs)
      for (const s of p) if (s.kind === 'text' && !isSectionBreak(p)) expect(s.text).not.toContain('* * *');
  });

  it('parses entries without losing text or leaving placeholders', () => {
    const stats: string[] = [];
    for (const slug of REAL_BOOKS.filter(bookExists)) {
      let quotes = 0;
      let refs = 0;
      let refsResolved = 0;
      let footnoteRefs = 0;
      for (const row of loadBook(slug, 1500)) {
        const parsed = parseCommentary(row.text, row.footnotes);
        for (const segments of parsed.paragraphs) {
          for (const s of segments) {
            if (s.kind === 'text')
              expect(s.text, `${slug} ${row.sura}:${row.aya}`).not.toMatch(/\{\[\d+\]\}/);
            if (s.kind === 'quran-quote') {
              quotes++;
              expect(s.text.length).toBeGreaterThan(0);
              if (s.refText !== undefined) {
                refs++;
                if (s.ref) {
                  refsResolved++;
                  expect(s.ref.sura).toBeGreaterThanOrEqual(1);
                  expect(s.ref.sura).toBeLessThanOrEqual(114);
                }
              }
            }
            if (s.kind === 'footnote-ref') {
              footnoteRefs++;
              expect(
                parsed.footnotes.some((f) => f.n === s.n),
                `${slug} ${row.sura}:${row.aya} footnote ${s.n}`,
              ).toBe(true);
            }
          }
        }
        // nothing but markup and the spaces restored after footnotes is lost
        const letters = (t: string) => t.replace(/\{\[\d+\]\}|[\s{}﴿﴾()[\]]/g, '');
        const rebuilt = parsed.paragraphs
          .map((p) =>
            p
              .map((s) =>
                s.kind === 'text' ? s.text : s.kind === 'quran-quote' ? s.text + (s.refText ?? '') : '',
              )
              .join(''),
          )
          .join('');
        expect(letters(rebuilt), `${slug} ${row.sura}:${row.aya}`).toBe(letters(row.text));
        expect(stripMarkup(row.text)).not.toMatch(/\{\[\d+\]\}/);
      }
      stats.push(
        `${slug}: ${quotes} quotes, ${refsResolved}/${refs} references resolved, ${footnoteRefs} footnote refs`,
      );
      if (refs > 50) expect(refsResolved / refs, slug).toBeGreaterThan(0.95);
    }
    console.info(`[commentary] first 1500 entries:\n  ${stats.join('\n  ')}`);
  });
});
