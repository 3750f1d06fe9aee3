import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './normalize.js';
import { analyzeSearchText, queryReadings, stemArabicWord } from './words.js';
import { HAS_DATA, SKIP_REASON, loadImlaei, loadQuran } from './test-support/shared-data.js';

const stems = (text: string) => analyzeSearchText(text).map((w) => w.stem);
const surfaces = (text: string) => analyzeSearchText(text).map((w) => w.surface);

describe('word analysis: proclitics', () => {
  it.each([
    ['الصراط', 'صراط'],
    ['بالصراط', 'صراط'],
    ['والكتاب', 'كتاب'],
    ['فبالكتاب', 'كتاب'],
    ['للمتقين', 'متقين'],
    ['وبالوالدين', 'والدين'],
    ['وقال', 'قال'],
    ['فقال', 'قال'],
    ['بالله', 'الله'],
    ['والله', 'الله'],
    ['والحمد', 'حمد'],
  ])('%s → %s', (word, stem) => {
    expect(stems(word)).toEqual([stem]);
  });
});

describe('word analysis: enclitic pronouns', () => {
  it.each([
    ['كتابهم', 'كتاب'],
    ['كتابي', 'كتاب'],
    ['دينكم', 'دين'],
    ['قلوبهما', 'قلوب'],
    ['وكتابهم', 'كتاب'],
    ['بكتابي', 'كتاب'],
  ])('%s → %s', (word, stem) => {
    expect(stems(word)).toEqual([stem]);
  });
});

describe('word analysis: guards keep the letters of the word', () => {
  it.each([
    ['والد', 'not و+الد'],
    ['واحد', 'not و+احد'],
    ['فاسق', 'not ف+اسق'],
    ['كتاب', 'not ك+تاب'],
    ['بقرة', 'not ب+قرة'],
    ['لسان', 'not ل+سان'],
    ['الله', 'the name, not ال+له or الل+ه'],
    ['لله', 'not لل+ه'],
    ['اللهم', 'not ال+لهم'],
    ['الذي', 'not ال+ذي or الذ+ي'],
    ['منكم', 'a stem keeps 3 letters'],
    ['فيه', 'a stem keeps 3 letters'],
    ['قومي', 'ي only when 4 letters remain'],
    ['عربي', 'ي only when 4 letters remain'],
  ])('%s stays (%s)', (word) => {
    const [w] = analyzeSearchText(word);
    expect(w!.stem).toBe(w!.surface);
  });

  it('ة is a feminine ending, not the pronoun ه; it is folded to ه after stemming', () => {
    expect(analyzeSearchText('الصلاة رحمة جنة')).toEqual([
      { surface: 'الصلاه', stem: 'صلاه' },
      { surface: 'رحمه', stem: 'رحمه' },
      { surface: 'جنه', stem: 'جنه' },
    ]);
    // the pronoun ه is stripped
    expect(stems('كتابه')).toEqual(['كتاب']);
  });

  it('a query word typed with ه for ة is looked for under the stem of the ة reading too', () => {
    const readings = (word: string) => queryReadings(analyzeSearchText(word)[0]!);
    // ه read as a pronoun: الجن (the jinn), صلا, رحم (had mercy); read as ة: the texts' words
    expect(stems('الجنه الصلاه رحمه')).toEqual(['الجن', 'صلا', 'رحم']);
    expect(readings('الجنه')).toEqual(['جنه']);
    expect(readings('الصلاه')).toEqual(['صلاه']);
    expect(readings('رحمه')).toEqual(['رحمه']);
    expect(readings('ذائقه')).toEqual(['ذايقا', 'ذايقه']); // ذائقًا too: its accusative
    // typed with ة, the reader said which: no other reading
    expect([readings('الجنة'), readings('رحمة')]).toEqual([[], []]);
    // both readings give one stem (الله), or nothing to read otherwise
    expect([readings('الله'), readings('mercy')]).toEqual([[], []]);
  });

  it('a noun of two letters with a pronoun has the noun as its stem, behind proclitics too (issue 34)', () => {
    expect(stems('ربكم وربكم فربكم بربهم لربكم ربنا وربك ربي رب')).toEqual(Array(9).fill('رب'));
    expect(stems('يده بيده وبيدك')).toEqual(['يد', 'يد', 'يد']);
    // other short bases are particles or other words: they keep their pronoun
    expect(stems('منكم فيه عنه امنا انكم وليده حربكم')).toEqual([
      'منكم',
      'فيه',
      'عنه',
      'امنا',
      'انكم',
      'ليد',
      'حرب',
    ]);
  });

  it('an Uthmani word typed without its small alef is looked for under its stem with the alef (issue 34)', () => {
    const readings = (word: string) => queryReadings(analyzeSearchText(word)[0]!);
    // the index reads the small alef as ا: ٱلۡعَٰلَمِينَ → العالمين
    expect(analyzeSearchText('ٱلۡعَٰلَمِينَ ٱلۡمَلَٰٓئِكَةُ إِبۡرَٰهِـۧمَ ٱلسَّمَٰوَٰتِ ٱلصَّٰلِحَٰتِ').map((w) => w.stem)).toEqual([
      'عالمين',
      'ملايكه',
      'ابراهيم',
      'سموات',
      'صالحات',
    ]);
    expect(readings('العلمين')).toContain('عالمين'); // فٰعلين
    expect(readings('الظلمون')).toContain('ظالمون');
    expect(readings('الملئكة')).toContain('ملايكه'); // names and ملائكة: a list
    expect(readings('ابرهيم')).toContain('ابراهيم');
    expect(readings('السموت')).toContain('سموات');
    expect(readings('الصلحت')).toContain('صالحات'); // both rules
    expect(readings('المومنت')).toContain('مومنات'); // ـٰت of 5 letters or more
    // not: verbs (ظلمت, you wronged; تمرون, you pass by), ائت (bring), the plural كتب (books)
    const not = {
      ظلمت: 'ظلمات',
      صدقت: 'صدقات',
      تمرون: 'تامرون',
      يقتلون: 'يقاتلون',
      ايت: 'ايات',
      الكتب: 'كتاب',
    };
    for (const [word, other] of Object.entries(not)) expect(readings(word), word).not.toContain(other);
  });

  it('a stem of 4 letters or more is looked for with and without the accusative alef', () => {
    const readings = (word: string) => queryReadings(analyzeSearchText(word)[0]!);
    expect(readings('عذاب')).toEqual(['عذابا']);
    expect(readings('العذاب')).toEqual(['عذابا']);
    expect(readings('رسولا')).toEqual(['رسول']);
    expect(readings('صراط')).toEqual(['صراطا']);
    // shorter stems would reach other words (اذ/اذا, كلم/كلما); a plural verb's alef is no accusative
    expect([readings('نار'), readings('إذ'), readings('كلما'), readings('كفروا')]).toEqual([[], [], [], []]);
    // ة, ي, و, ء take no alef of their own
    expect([readings('رحمة'), readings('الكرسي'), readings('سماء')]).toEqual([[], [], []]);
  });

  it('a French or Italian elided form before an apostrophe is a proclitic: the stem is the word after it', () => {
    expect(analyzeSearchText("l’homme d’Allah (qu’il dell’uomo L'Homme")).toEqual([
      { surface: 'lhomme', stem: 'homme' },
      { surface: 'dallah', stem: 'allah' },
      { surface: 'quil', stem: 'il' },
      { surface: 'delluomo', stem: 'uomo' },
      { surface: 'lhomme', stem: 'homme' },
    ]);
    // other words with an apostrophe keep their one form: a transliteration, a Turkish suffix
    for (const word of ['Qur’an', 'aujourd’hui', "Musa'ya", "don't"])
      expect(analyzeSearchText(word).map((w) => w.stem === w.surface)).toEqual([true]);
  });

  it('other scripts are not stemmed', () => {
    expect(analyzeSearchText('The Mercy')).toEqual([
      { surface: 'the', stem: 'the' },
      { surface: 'mercy', stem: 'mercy' },
    ]);
    expect(stemArabicWord('mercy')).toBe('mercy');
  });
});

describe('word analysis: vocatives', () => {
  it('يا أيها typed apart and يَٰٓأَيُّهَا joined give one surface form, stem أيها', () => {
    expect(analyzeSearchText('يا أيها الناس')).toEqual(analyzeSearchText('يَٰٓأَيُّهَا ٱلنَّاسُ'));
    expect(surfaces('يا أيها')).toEqual(['يايها']);
    expect(stems('يَٰٓأَيُّهَا')).toEqual(['ايها']);
  });

  it('ها أنتم typed apart and هَٰٓأَنتُمۡ joined are one word', () => {
    expect(surfaces('ها أنتم')).toEqual(surfaces('هَٰٓأَنتُمۡ'));
    expect(stems('ها أنتم')).toEqual(['انتم']);
  });

  it('يا قوم joins to the Uthmani spelling يَٰقَوۡمِ, and is analysed as that word', () => {
    expect(analyzeSearchText('يا قوم')).toEqual(analyzeSearchText('يَٰقَوۡمِ'));
    expect(stems('يا قوم')).toEqual(['ياقوم']);
  });

  // The index finds rows by their stems: a vocative typed apart must have the stem of the joined word,
  // or «يا أهل الكتاب» finds every أهل but not يَٰٓأَهۡلَ ٱلۡكِتَٰبِ.
  it.each([
    ['يا أهل الكتاب', 'يَٰٓأَهۡلَ ٱلۡكِتَٰبِ'],
    ['يا أبت', 'يَٰٓأَبَتِ'],
    ['يا بني آدم', 'يَٰبَنِيٓ ءَادَمَ'],
    ['يا موسى', 'يَٰمُوسَىٰٓ'],
    ['يا قومي', 'يَٰقَوۡمِي'],
  ])('%s typed apart is analysed as %s', (apart, joined) => {
    expect(analyzeSearchText(apart)).toEqual(analyzeSearchText(joined));
  });
});

describe('word analysis: an ending is not a pronoun when the article would be left with a stub', () => {
  it.each([
    ['النبي', 'نبي'],
    ['للنبي', 'نبي'],
    ['الهدى', 'هدي'],
    ['والهدى', 'هدي'],
    ['بالهدى', 'هدي'],
    ['الحكم', 'حكم'],
    ['العهن', 'عهن'],
    ['كالعهن', 'عهن'],
    ['القوي', 'قوي'],
    ['الغني', 'غني'],
    ['القرى', 'قري'],
    ['والذي', 'الذي'],
  ])('%s → %s, as without the article', (word, stem) => {
    expect(stems(word)).toEqual([stem]);
  });

  it.each([
    ['إليه', 'الي'],
    ['إليكم', 'الي'],
    ['إلهكم', 'اله'],
    ['والده', 'والد'],
    ['آلهتنا', 'الهت'],
    ['فألقوه', 'القو'],
  ])('%s → %s: إلى, إله and words whose letters only look like the article keep the rule', (word, stem) => {
    expect(stems(word)).toEqual([stem]);
  });

  it('the same word with and without the article has one stem', () => {
    for (const [bare, withArticle] of [
      ['هدى', 'الهدى'],
      ['نبي', 'النبي'],
      ['حكم', 'الحكم'],
      ['غني', 'الغني'],
    ]) {
      expect(stems(withArticle!)).toEqual(stems(bare!));
    }
  });
});

describe('word analysis: ك alone is not taken for a preposition', () => {
  // In the Quran a bare ك starts far more words (كان, كفر, كثير, كذب) than it is a preposition; as
  // one it is mostly كال (كالعهن) or before a word of 3 letters (كمثل), which stays anyway.
  it.each(['كانوا', 'كفروا', 'كثيرا', 'كذبوا', 'كتابا'])('%s stays', (word) => {
    const [w] = analyzeSearchText(word);
    expect(w!.stem).toBe(w!.surface);
  });

  it('كال is still a preposition and the article: كالذي → الذي, كالأنعام → أنعام', () => {
    expect(stems('كالذي كالأنعام')).toEqual(['الذي', 'انعام']);
  });
});

describe('word analysis: a text is normalised piece by piece between ASCII spaces', () => {
  // analyzeSearchText normalises (and remembers) each piece alone: the words must be those of the
  // whole text's normalisation, whatever stands at a piece's edge.
  it.each([
    ['Uthmani text', 'ٱلۡحَمۡدُ لِلَّهِ رَبِّ ٱلۡعَٰلَمِينَ\nٱلرَّحۡمَٰنِ\tٱلرَّحِيمِ'],
    ['punctuation and digits', 'قال: «الحمد لله»، (١٢) {[3]} ...و\r\nالله أعلم.'],
    ['characters dropped inside a word', "بسم\u0640الله ال\uFEFFرحمن l\u2019homme l' homme"],
    ['white space that is not ASCII', 'الله\u00A0أكبر\u2003الله\u3000أكبر'],
    ['ligatures and compatibility forms', 'محمد ﷺ ﷲ ﬁnal ½ ﹰ'],
    ['Latin, Greek, Cyrillic', 'Āl ʿImrān ΟΔΟΣ Σ ΣΑΣ Ёлка Straße'],
    ['short forms and hamza', 'الصلوة ٱلزَّكَوٰةَ هاذا ذالك جزءا ءامنوا'],
    ['CJK and long pieces', '天地万物之理'.repeat(20) + ' 日本語 ' + 'ا'.repeat(80)],
    ['only separators', ' \n\t .,; '],
  ])('%s', (_name, text) => {
    const whole = normalizeSearchText(text);
    expect(surfaces(text).join(' ')).toBe(whole);
    expect(surfaces(text).join(' ')).toBe(whole); // the second time from the remembered pieces
  });

  it('a vocative particle still joins the next word across a line break', () => {
    expect(surfaces('يا\nأيها الناس')).toEqual(surfaces('يا أيها الناس'));
  });

  it('a particle joins a word met before on its own, and its ة folds as in the word', () => {
    expect(surfaces('أمة')).toEqual(['امه']);
    expect(surfaces('يا أمة')).toEqual(['يامه']);
    expect(stems('يا أمة')).toEqual(['يامه']);
    expect(surfaces('(قوم) يا، قوم')).toEqual(['قوم', 'ياقوم']);
  });

  it('a particle with no Arabic word after it stays a word of its own', () => {
    expect(surfaces('قال يا')).toEqual(['قال', 'يا']);
    expect(surfaces('يا John')).toEqual(['يا', 'john']);
    expect(surfaces('ها 12 يا يا قوم')).toEqual(['ها', '12', 'يايا', 'قوم']);
  });
});

describe.skipIf(!HAS_DATA)(
  `word analysis over the whole Quran${HAS_DATA ? '' : ` (skipped: ${SKIP_REASON})`}`,
  () => {
    it('Uthmani and imla\u2019i spellings of a verse give the same stems for ≥ 99% of the words', () => {
      const uthmani = loadQuran('hafs');
      const imlaei = loadImlaei();
      let same = 0;
      let total = 0;
      uthmani.forEach((v, i) => {
        const a = stems(v.text);
        const b = stems(imlaei[i]!.text);
        if (a.length !== b.length) return;
        total += a.length;
        a.forEach((s, j) => (same += s === b[j] ? 1 : 0));
      });
      expect(total).toBeGreaterThan(75_000);
      expect(same / total).toBeGreaterThan(0.99);
    });

    // The index finds rows by their stems, so a word must have one stem whichever way it is written.
    // (A final ه is left out: ة is folded to ه after stemming, so رحمة «mercy» and رحمه «his mercy»
    // share a surface form but not a stem, as they should.)
    it('equal surfaces have equal stems in both spellings of the whole Quran', () => {
      const stemOf = new Map<string, string>();
      const conflicts: string[] = [];
      for (const v of [...loadQuran('hafs'), ...loadImlaei()]) {
        for (const w of analyzeSearchText(v.text)) {
          if (w.surface.endsWith('ه')) continue;
          const seen = stemOf.get(w.surface);
          if (seen === undefined) stemOf.set(w.surface, w.stem);
          else if (seen !== w.stem) conflicts.push(`${w.surface}: ${seen} / ${w.stem}`);
        }
      }
      expect(stemOf.size).toBeGreaterThan(10_000);
      expect([...new Set(conflicts)]).toEqual([]);
    });

    it('every word of the Quran starting with يا or ها, typed with the particle apart, is analysed as a joined word', () => {
      let vocatives = 0;
      for (const v of loadQuran('hafs')) {
        for (const w of analyzeSearchText(v.text)) {
          // (a final ه may be a folded ة, which the surface no longer tells: left out as above)
          if (!/^(يا|ها)../.test(w.surface) || w.surface.endsWith('ه')) continue;
          vocatives++;
          // typed apart, it has the surface and stem of a joined word (the stem that word has in the
          // index), which is the Quran's word unless normalising the rest alone spells it otherwise
          const apart = analyzeSearchText(`${w.surface.slice(0, 2)} ${w.surface.slice(2)}`);
          expect(apart, w.surface).toEqual(analyzeSearchText(apart[0]!.surface));
          if (apart[0]!.surface === w.surface) expect(apart, w.surface).toEqual([w]);
        }
      }
      expect(vocatives).toBeGreaterThan(300);
    });

    it('the stems never lose more than the listed clitics: every stem is a substring of its surface', () => {
      for (const v of loadQuran('hafs').slice(0, 2000)) {
        for (const w of analyzeSearchText(v.text)) {
          if (!w.surface.startsWith('يا') && !w.surface.startsWith('ها')) expect(w.surface).toContain(w.stem);
        }
      }
    });
  },
);
