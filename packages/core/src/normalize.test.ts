import { describe, expect, it } from 'vitest';
import {
  normalizeArabic,
  normalizeSearchText,
  toPlainArabic,
  tokenizeSearchText,
  nameSearchWords,
} from './normalize.js';
import { HAFS, HAFS_IMLAEI, WARSH } from './test-support/fixtures.js';
import { HAS_DATA, SKIP_REASON, loadImlaei, loadQuran } from './test-support/shared-data.js';

/** One run's CPU time of this process, ms: a timing check should not fail on other processes. */
function cpuMs(f: () => unknown): number {
  const before = process.cpuUsage();
  f();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * `f` beside a floor measured in the same runs, interleaved: native passes over the same text (Unicode
 * decomposition, one regex removing the marks, splitting and joining its words). An absolute bound in
 * ms failed on a slower machine of the same kind (CPU time of the same code: 134 to 275 ms from run to
 * run); the ratio moves far less, and a slow implementation (a quadratic step, a regex per character)
 * still fails it.
 */
function beside(f: () => unknown, text: string, runs = 7): { ms: number; floor: number } {
  const native = () =>
    text
      .normalize('NFKD')
      .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g, '')
      .split(/\s+/)
      .join(' ');
  f(); // warm up
  native();
  let ms = Infinity;
  let floor = Infinity;
  for (let i = 0; i < runs; i++) {
    floor = Math.min(floor, cpuMs(native));
    ms = Math.min(ms, cpuMs(f));
  }
  return { ms, floor };
}

/** Share of words of `a` found in `b` (multiset intersection over the longer length). */
function wordMatch(a: string[], b: string[]): { matched: number; total: number } {
  const bag = new Map<string, number>();
  for (const w of b) bag.set(w, (bag.get(w) ?? 0) + 1);
  let matched = 0;
  for (const w of a) {
    const c = bag.get(w) ?? 0;
    if (c > 0) {
      matched++;
      bag.set(w, c - 1);
    }
  }
  return { matched, total: Math.max(a.length, b.length) };
}

describe('normalizeArabic', () => {
  it.each([
    ['ٱلرَّحۡمَٰنِ', 'الرحمن'],
    ['يُؤۡمِنُونَ', 'يومنون'],
    ['ٱلصِّرَٰطَ', 'الصراط'],
    ['ٱلۡعَٰلَمِينَ', 'العالمين'],
  ])('%s ≡ %s', (uthmani, plain) => {
    expect(normalizeArabic(uthmani)).toBe(normalizeArabic(plain));
    expect(normalizeArabic(uthmani)).toBe(plain.replace('ؤ', 'و'));
  });

  it('matches the plain spelling of al-Fatiha 1:2', () => {
    expect(normalizeArabic('الحمد لله رب العالمين')).toBe(normalizeArabic(HAFS[1]!.text));
    expect(normalizeArabic(HAFS[1]!.text)).toBe('الحمد لله رب العالمين');
  });

  it('removes tashkeel, Quranic marks, tatweel and controls', () => {
    expect(normalizeArabic('مَـٰلِكِ')).toBe('مالك');
    expect(normalizeArabic('ذَٰلِكَ ٱلۡكِتَٰبُ لَا رَيۡبَۛ فِيهِۛ')).toBe('ذلك الكتاب لا ريب فيه');
    expect(normalizeArabic('۞ إِنَّ')).toBe('ان'); // U+06DE quarter mark
    expect(normalizeArabic('يَسۡجُدُونَۤ۩')).toBe('يسجدون'); // U+06E4 + U+06E9 sajda
    expect(normalizeArabic('أَنَا۠')).toBe('انا'); // U+06E0
    expect(normalizeArabic('مِنۢ بَعۡدِ')).toBe('من بعد'); // U+06E2 small high meem
    expect(normalizeArabic('عَلِيمٞ شَيۡءٖ كَثِيرٗا')).toBe('عليم شيء كثيرا'); // KFGQPC open tanween
    expect(normalizeArabic('نَفۡسِۭ')).toBe('نفس'); // U+06ED
    expect(normalizeArabic('ﷺ\u0610\u0615 رسول')).toBe('ﷺ رسول'); // U+0610–U+061A honorific signs
    expect(normalizeArabic('عِلْمࣰ\u08F1')).toBe('علم'); // U+08F0–U+08F2 open tanween forms
    expect(normalizeArabic('می\u200cشود')).toBe('ميشود'); // ZWNJ
    expect(normalizeArabic('كتاب\u200dب')).toBe('كتابب'); // ZWJ
  });

  it('folds letter variants', () => {
    expect(normalizeArabic('أحمد إبراهيم آدم ٱلله')).toBe('احمد ابراهيم ادم الله');
    expect(normalizeArabic('موسى مدرسة مؤمن سائل')).toBe('موسي مدرسه مومن سايل');
    expect(normalizeArabic('ءَامَنُواْ')).toBe('امنوا'); // ءا → ا
    expect(normalizeArabic('کتاب یک')).toBe('كتاب يك'); // Persian kaf, yeh
    expect(normalizeArabic('ہے ۀ ە')).toBe('هي ه ه'); // Urdu heh goal, bari ye; Kurdish ae
  });

  it('applies the dagger alef, small letters and seatless hamza rules', () => {
    expect(normalizeArabic('ٱلصَّلَوٰةَ')).toBe('الصلاه');
    expect(normalizeArabic('عَلَىٰ')).toBe('علي');
    expect(normalizeArabic('أَتَىٰهُمۡ')).toBe('اتاهم');
    expect(normalizeArabic('لَهُۥ بِهِۦ')).toBe('له به');
    expect(normalizeArabic('إِۦلَٰفِهِمۡ')).toBe('ايلافهم');
    expect(normalizeArabic('إِبۡرَٰهِـۧمَ')).toBe('ابراهيم');
    expect(normalizeArabic('نُـۨجِي')).toBe('ننجي');
    expect(normalizeArabic('يَسۡـَٔلُونَكَ')).toBe(normalizeArabic('يسألونك'));
    expect(normalizeArabic('شَيۡـٔٗا')).toBe(normalizeArabic('شيئا'));
    expect(normalizeArabic('إِسۡرَٰٓءِيلَ')).toBe(normalizeArabic('إسرائيل'));
    expect(normalizeArabic('يَسۡتَهۡزِءُونَ')).toBe(normalizeArabic('يستهزئون'));
    expect(normalizeArabic('بِـَٔايَٰتِنَا')).toBe(normalizeArabic('بآياتنا'));
    expect(normalizeArabic('ٱلۡقُرۡءَانَ')).toBe(normalizeArabic('القرآن'));
  });

  it('folds the conventional short spellings, with clitics', () => {
    expect(normalizeArabic('هَٰذَا ذَٰلِكَ لَٰكِنَّ ٱلسَّمَٰوَٰتِ')).toBe(normalizeArabic('هذا ذلك لكن السموات'));
    expect(normalizeArabic('وَلَٰكِنَّهُمۡ إِلَٰهُكُمۡ أَهَٰٓؤُلَآءِ')).toBe(normalizeArabic('ولكنهم إلهكم أهؤلاء'));
    expect(normalizeArabic('السماوات')).toBe(normalizeArabic('السموات')); // either spelling finds both
    expect(normalizeArabic('وَٱلَّيۡلِ')).toBe(normalizeArabic('والليل'));
    expect(normalizeArabic('أُوْلَٰٓئِكَ')).toBe(normalizeArabic('أولئك'));
  });

  it('normalises other riwayat (KFGQPC Warsh) to the same words', () => {
    expect(normalizeArabic(WARSH[0]!.text)).toBe('الحمد لله رب العالمين');
    expect(normalizeArabic(WARSH[2]!.text)).toBe('ملك يوم الدين'); // Warsh reads ملك
    expect(normalizeArabic('فِے ٱلۡأَرۡضِ')).toBe('في الارض'); // ے final yeh
    expect(normalizeArabic('هُد۪يٰهُمْ مُوسۭيٰ')).toBe('هداهم موسي'); // ي + dagger alef = alef maqsura
    expect(normalizeArabic('لَهُمُۥٓ')).toBe('لهم'); // Ibn Kathir's silat al-mim
  });

  it('collapses whitespace and keeps other scripts unchanged', () => {
    expect(normalizeArabic('  بسم\u00A0الله \n\t الرحمن  ')).toBe('بسم الله الرحمن');
    expect(normalizeArabic('Allāh ١٢')).toBe('Allāh ١٢');
    expect(normalizeArabic('')).toBe('');
  });

  it('makes the inline Uthmani verses match their plain spelling word for word', () => {
    let matched = 0;
    let total = 0;
    HAFS.forEach((v, i) => {
      const r = wordMatch(
        normalizeArabic(v.text).split(' '),
        normalizeArabic(HAFS_IMLAEI[i]!.text).split(' '),
      );
      matched += r.matched;
      total += r.total;
    });
    expect(matched / total).toBeGreaterThan(0.98);
  });

  it('normalises 1 MB of vocalised Uthmani text within 4× a floor of native passes over it', () => {
    let big = HAFS.map((v) => v.text).join('\n');
    while (big.length < 1_000_000) big += '\n' + big;
    big = big.slice(0, 1_000_000);
    expect(normalizeArabic(big).length).toBeGreaterThan(400_000);
    const { ms, floor } = beside(() => normalizeArabic(big), big);
    console.info(
      `[normalize] normalizeArabic: ${ms.toFixed(1)} ms CPU for 1 MB of Uthmani text, floor ${floor.toFixed(1)} ms (best of 7)`,
    );
    expect(ms / floor).toBeLessThan(4);
  });
});

describe('normalizeSearchText / tokenizeSearchText', () => {
  it('lower-cases and strips Latin accents', () => {
    expect(normalizeSearchText('Āl ʿImrān')).toBe('al imran');
    expect(normalizeSearchText('Raḥmān ar-Raḥeem')).toBe('rahman ar raheem');
    expect(normalizeSearchText('Ça İstanbul ılık Straße Œuvre')).toBe('ca istanbul ilik strasse oeuvre');
    expect(normalizeSearchText('Qur’ān')).toBe('quran');
    expect(normalizeSearchText('Allāh, the Entirely Merciful!')).toBe('allah the entirely merciful');
  });

  it('normalises Arabic like normalizeArabic and drops punctuation and symbols', () => {
    expect(normalizeSearchText('۞ ٱلۡحَمۡدُ لِلَّهِ، رَبِّ ٱلۡعَٰلَمِينَ.')).toBe('الحمد لله رب العالمين');
    expect(normalizeSearchText('{ إِيَّاكَ نَعۡبُدُ } [الفاتحة: ٥]')).toBe('اياك نعبد الفاتحه 5');
    expect(normalizeSearchText('ﷲ ﻻ')).toBe('الله لا'); // presentation forms
    for (const v of HAFS) expect(normalizeSearchText(v.text)).toBe(normalizeArabic(v.text));
  });

  it('folds Arabic-Indic and Persian digits', () => {
    expect(normalizeSearchText('٢٥٥ ۲۵۵ 255')).toBe('255 255 255');
  });

  it('keeps the marks of other scripts (recomposed)', () => {
    expect(normalizeSearchText('がぎ')).toBe('がぎ');
    expect(normalizeSearchText('ｶﾞ')).toBe('ガ');
    expect(normalizeSearchText('కై')).toBe('కై');
    expect(normalizeSearchText('神の御名において')).toBe('神の御名において');
  });

  it('tokenises', () => {
    expect(tokenizeSearchText('In the name of Allāh,{[1]} the Merciful')).toEqual([
      'in',
      'the',
      'name',
      'of',
      'allah',
      '1',
      'the',
      'merciful',
    ]);
    expect(tokenizeSearchText('بِسۡمِ ٱللَّهِ')).toEqual(['بسم', 'الله']);
    expect(tokenizeSearchText(' ،. ')).toEqual([]);
  });

  it('normalises 1 MB of mixed text within 6× a floor of native passes over it', () => {
    let big = HAFS.map((v) => `${v.text} — In the name of Allāh, the Entirely Merciful.`).join('\n');
    while (big.length < 1_000_000) big += '\n' + big;
    big = big.slice(0, 1_000_000);
    const { ms, floor } = beside(() => normalizeSearchText(big), big);
    console.info(
      `[normalize] normalizeSearchText: ${ms.toFixed(1)} ms CPU for 1 MB of mixed text, floor ${floor.toFixed(1)} ms (best of 7)`,
    );
    expect(ms / floor).toBeLessThan(6);
  });
});

describe('toPlainArabic', () => {
  it('gives the plain spelling for display', () => {
    expect(toPlainArabic('ٱلصَّلَوٰةَ')).toBe('الصلاة');
    expect(toPlainArabic('يَسۡـَٔلُونَكَ')).toBe('يسألونك');
    expect(toPlainArabic('ءَامَنُواْ')).toBe('آمنوا');
    expect(toPlainArabic('ٱلۡأٓخِرَةِ')).toBe('الآخرة');
    expect(toPlainArabic('بِـَٔايَٰتِنَا')).toBe('بآياتنا');
    expect(toPlainArabic('ٱلرَّحۡمَٰنِ عَلَىٰ')).toBe('الرحمن على');
    expect(toPlainArabic('۞ وَإِذِ ٱبۡتَلَىٰٓ إِبۡرَٰهِـۧمَ رَبُّهُۥ')).toBe('وإذ ابتلى إبراهيم ربه');
  });

  it("reproduces the imla'i text of the inline verses almost exactly", () => {
    let same = 0;
    let total = 0;
    HAFS.forEach((v, i) => {
      const a = toPlainArabic(v.text).split(' ');
      const b = HAFS_IMLAEI[i]!.text.split(' ');
      total += b.length;
      if (a.length === b.length) a.forEach((w, k) => (same += w === b[k] ? 1 : 0));
    });
    expect(same / total).toBeGreaterThan(0.97);
  });
});

describe.skipIf(!HAS_DATA)(`whole Quran (${HAS_DATA ? 'shared dataset' : SKIP_REASON})`, () => {
  it("normalised Uthmani and imla'i Hafs words match for ≥ 99% of the words", () => {
    const uthmani = loadQuran('hafs');
    const imlaei = loadImlaei();
    expect(uthmani).toHaveLength(6236);
    expect(imlaei).toHaveLength(6236);
    let matched = 0;
    let total = 0;
    let exactVerses = 0;
    uthmani.forEach((v, i) => {
      const plain = imlaei[i]!;
      expect([plain.sura, plain.aya]).toEqual([v.sura, v.aya]);
      const r = wordMatch(tokenizeSearchText(v.text), tokenizeSearchText(plain.text));
      matched += r.matched;
      total += r.total;
      if (r.matched === r.total) exactVerses++;
    });
    const rate = matched / total;
    console.info(
      `[normalize] word match Uthmani vs imla'i: ${(rate * 100).toFixed(2)}% (${matched}/${total} words); ` +
        `${exactVerses}/6236 verses identical`,
    );
    expect(rate).toBeGreaterThan(0.99);
  });

  it("toPlainArabic reproduces the imla'i words for ≥ 99% of the words", () => {
    const uthmani = loadQuran('hafs');
    const imlaei = loadImlaei();
    let same = 0;
    let total = 0;
    uthmani.forEach((v, i) => {
      const r = wordMatch(toPlainArabic(v.text).split(' '), imlaei[i]!.text.split(' '));
      same += r.matched;
      total += r.total;
    });
    console.info(
      `[normalize] toPlainArabic vs imla'i: ${((same / total) * 100).toFixed(2)}% of words identical`,
    );
    expect(same / total).toBeGreaterThan(0.99);
  });

  it('leaves no diacritic, Quranic mark or tatweel in any riwaya', () => {
    for (const slug of ['hafs', 'shuba', 'warsh', 'qalun', 'bazzi', 'qunbul', 'duri', 'susi']) {
      const all = loadQuran(slug)
        .map((v) => normalizeSearchText(v.text))
        .join(' ');
      expect(all, slug).not.toMatch(
        /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u08D3-\u08FF\u0640\u00A0\u200B-\u200F]/,
      );
      expect(all, slug).toMatch(/^[\u0621-\u064A ]+$/);
    }
  });
});

describe('nameSearchWords', () => {
  it('gives the folded words of a name query, ابن read as the nasab’s بن', () => {
    expect(nameSearchWords('ابن كثير')).toEqual(['بن', 'كثير']);
    expect(nameSearchWords('إبنِ عاشور')).toEqual(['بن', 'عاشور']);
    expect(nameSearchWords('Ibn Kathīr')).toEqual(['ibn', 'kathir']);
    // only the word itself: a name that holds ابن inside another word keeps it
    expect(nameSearchWords('الابنة')).toEqual(['الابنه']);
    expect(nameSearchWords('  ')).toEqual([]);
  });
});
