/**
 * The public query set of issue 19: word-level queries readers really type, each with the verse (or
 * commentary) it must find. It runs in the test suite on SQLite and PostgreSQL (query-set.test.ts)
 * over the test corpus (every riwaya + the fixture books), and bench/search times it.
 *
 * `failedBefore`: the case was run against the search of issue 4 (main at c1955ee, same fixture
 * corpus, SQLite and PostgreSQL) and did not give the expected answer there on at least one of them
 * (all but the commentary one failed on both; that one on PostgreSQL, which listed broad queries in
 * book order).
 *
 * Keys are `sura:aya` for verses (Hafs), `slug@sura:aya` for book entries (their first verse).
 */

export type QueryClass =
  | 'clitic' // a word with a proclitic or an enclitic pronoun, on either side
  | 'vocative' // يا/ها typed apart or joined
  | 'spelling' // Uthmani spelling beyond marks: ة as ت, waw for ā, hamza seats
  | 'cross-verse' // a passage across two verses, quoted or not
  | 'partial' // one word too many: best partial matches
  | 'whole-word' // no prefix unless a trailing *
  | 'root' // root:/lemma: over the morphology
  | 'commentary'; // commentary hits by relevance

export interface QueryCase {
  class: QueryClass;
  keyword: string;
  filter?: 'aya' | 'enterpretation' | 'all';
  /** The first hit. */
  first?: string;
  /** One of the first `top` hits (default 3) is each of these. */
  top?: { keys: string[]; within?: number };
  /** Every one of these somewhere in the first 200 hits. */
  contains?: string[];
  /** None of these in the first 200 hits. */
  excludes?: string[];
  /** The answer is (true) / is not (false) a partial one. */
  partial?: boolean;
  /** Exactly this many verses (aya_total). */
  verseTotal?: number;
  /** The first hit continues into the next verse (a phrase across two verses). */
  continues?: boolean;
  failedBefore: boolean;
  note?: string;
}

/** The fixture's books: any of them on a verse is a right first answer. */
const BOOKS_ON = (verse: string) =>
  [
    'baghawi',
    'zamakhshari-kashshaf',
    'ibn-kathir',
    'jalalayn',
    'sadi',
    'wasit-tantawi',
    'muyassar',
    'mukhtasar-ar',
    'samarqandi-bahr-al-ulum',
    'en-saheeh',
    'en-ibn-kathir',
    'en-yusufali',
    'fr-hamidullah',
    'ur-junagarhi',
    'zh-majian',
  ].map((slug) => `${slug}@${verse}`);

export const QUERY_SET: QueryCase[] = [
  // --- clitics ---------------------------------------------------------------------------------
  {
    class: 'clitic',
    keyword: 'صراط',
    filter: 'aya',
    contains: ['1:6', '1:7', '37:118'],
    failedBefore: true,
    note: 'finds الصراط',
  },
  { class: 'clitic', keyword: 'بالصراط', filter: 'aya', contains: ['1:6'], failedBefore: true },
  // session 15: a French elided article was part of the word (l’homme: lhomme); failed on 3beb61a
  {
    class: 'clitic',
    keyword: 'homme créé faible',
    filter: 'enterpretation',
    contains: ['fr-hamidullah@4:28'],
    partial: false,
    failedBefore: true,
    note: 'car l’homme a été créé faible',
  },
  // session 15: the alef of the indefinite accusative made another stem (رسولًا, صراطًا); failed on
  // 3beb61a on both databases
  {
    class: 'clitic',
    keyword: 'رسول منكم',
    filter: 'aya',
    contains: ['2:151'],
    failedBefore: true,
    note: 'رَسُولٗا مِّنكُمۡ',
  },
  {
    class: 'clitic',
    keyword: 'صراط مستقيم',
    filter: 'aya',
    contains: ['48:2', '1:6'],
    failedBefore: true,
    note: 'صِرَٰطٗا مُّسۡتَقِيمٗا',
  },
  // session 14: an ending taken for a pronoun left the article with a stub (النبي → النب), so the word
  // with the article never met the same word without it; failed on e9178d6 on both databases
  {
    class: 'clitic',
    keyword: 'العهن',
    filter: 'aya',
    contains: ['70:9', '101:5'],
    failedBefore: true,
    note: 'كالعهن; was stem الع, 0 verses',
  },
  {
    class: 'clitic',
    keyword: 'الهدى',
    filter: 'aya',
    contains: ['2:2', '2:5'],
    failedBefore: true,
    note: 'هُدٗى without the article; was stem الهد',
  },
  {
    class: 'clitic',
    keyword: 'القوي',
    filter: 'aya',
    contains: ['42:19', '28:26'],
    excludes: ['12:93'],
    failedBefore: true,
    note: 'not فَأَلۡقُوهُ (12:93); was stem القو',
  },
  {
    class: 'clitic',
    keyword: 'الحمد',
    filter: 'aya',
    contains: ['1:2', '6:45', '37:182'],
    failedBefore: true,
    note: 'والحمد',
  },
  {
    class: 'clitic',
    keyword: 'الحمد لله رب العالمين',
    filter: 'aya',
    first: '1:2',
    contains: ['6:45'],
    failedBefore: true,
  },
  {
    class: 'clitic',
    keyword: 'متقين',
    filter: 'aya',
    contains: ['2:2'],
    failedBefore: true,
    note: 'للمتقين',
  },
  {
    class: 'clitic',
    keyword: 'قلوب',
    filter: 'aya',
    contains: ['2:7', '2:10'],
    failedBefore: false,
    note: 'قلوبهم',
  },
  {
    class: 'clitic',
    keyword: 'دينهم',
    filter: 'aya',
    contains: ['109:6'],
    failedBefore: true,
    note: 'دينكم / دين',
  },
  {
    class: 'clitic',
    keyword: 'كتابهم',
    filter: 'aya',
    contains: ['2:2'],
    failedBefore: true,
    note: 'الكتاب',
  },
  {
    class: 'clitic',
    keyword: 'والد',
    filter: 'aya',
    contains: ['31:33', '90:3'],
    excludes: ['2:204'],
    failedBefore: true,
    note: 'ووالد; والد is not و+الد (ألد)',
  },
  {
    class: 'clitic',
    keyword: 'قل هو الله أحد',
    filter: 'aya',
    first: '112:1',
    excludes: ['6:19'],
    failedBefore: false,
    note: 'واحد is not و+أحد',
  },
  // --- vocatives -------------------------------------------------------------------------------
  {
    class: 'vocative',
    keyword: 'يا أيها الناس اعبدوا ربكم',
    filter: 'aya',
    first: '2:21',
    failedBefore: true,
  },
  {
    class: 'vocative',
    keyword: 'ياأيها الناس اعبدوا ربكم',
    filter: 'aya',
    first: '2:21',
    failedBefore: false,
  },
  { class: 'vocative', keyword: 'أيها الناس اعبدوا ربكم', filter: 'aya', first: '2:21', failedBefore: true },
  {
    class: 'vocative',
    keyword: 'ها أنتم هؤلاء حاججتم',
    filter: 'aya',
    first: '3:66',
    failedBefore: true,
    note: 'the imla\u2019i text splits it',
  },
  { class: 'vocative', keyword: 'هاأنتم هؤلاء حاججتم', filter: 'aya', first: '3:66', failedBefore: false },
  { class: 'vocative', keyword: 'يا قوم إنكم ظلمتم', filter: 'aya', first: '2:54', failedBefore: true },
  { class: 'vocative', keyword: 'يا موسى لن نؤمن لك', filter: 'aya', first: '2:55', failedBefore: true },
  // session 14: typed apart, a vocative other than أيها/أنتم had the stem of the bare word, which the
  // joined Quran word never has; failed on e9178d6 on both databases
  {
    class: 'vocative',
    keyword: 'يا أهل الكتاب',
    filter: 'aya',
    contains: ['3:65', '3:70', '3:71', '5:15'],
    excludes: ['19:16'],
    failedBefore: true,
    note: 'يَٰٓأَهۡلَ ٱلۡكِتَٰبِ; was every أهل and الكتاب but these',
  },
  {
    class: 'vocative',
    keyword: 'يا أبت',
    filter: 'aya',
    contains: ['12:4', '19:42'],
    failedBefore: true,
    note: 'يَٰٓأَبَتِ; was 0 verses',
  },
  {
    class: 'vocative',
    keyword: 'يا بني آدم',
    filter: 'aya',
    contains: ['7:26', '7:27', '7:31', '7:35', '36:60'],
    failedBefore: true,
  },
  // --- spellings -------------------------------------------------------------------------------
  { class: 'spelling', keyword: 'ويقيمون الصلوة', filter: 'aya', contains: ['2:3'], failedBefore: true },
  { class: 'spelling', keyword: 'الزكوة', filter: 'aya', contains: ['2:43'], failedBefore: true },
  {
    class: 'spelling',
    keyword: 'الحيوة الدنيا',
    filter: 'aya',
    contains: ['79:38', '2:85'],
    failedBefore: true,
  },
  { class: 'spelling', keyword: 'كمشكوة فيها مصباح', filter: 'aya', first: '24:35', failedBefore: true },
  { class: 'spelling', keyword: 'الربوا', filter: 'aya', contains: ['2:275'], failedBefore: true },
  {
    class: 'spelling',
    keyword: 'رءوف رحيم',
    filter: 'aya',
    contains: ['2:143'],
    failedBefore: true,
    note: 'the hamza on the line (Uthmani folds to رووف)',
  },
  {
    class: 'spelling',
    keyword: 'امرأة العزيز',
    filter: 'aya',
    first: '12:30',
    failedBefore: true,
    note: 'Uthmani ٱمۡرَأَتُ',
  },
  {
    class: 'spelling',
    keyword: '"سنة الله في الذين خلوا"',
    filter: 'aya',
    top: { keys: ['33:38', '33:62'], within: 2 },
    contains: ['33:38', '33:62'],
    failedBefore: false,
    note: 'Uthmani سُنَّةَ / سنت',
  },
  { class: 'spelling', keyword: 'ٱلصَّلَوٰةَ', filter: 'aya', contains: ['2:3', '2:43'], failedBefore: false },
  // session 15: a final ة typed as ه was read as the pronoun only (الجنه → الجن, the jinn); failed on
  // 3beb61a on both databases
  {
    class: 'spelling',
    keyword: 'الجنه',
    filter: 'aya',
    top: { keys: ['26:90', '81:13', '2:35', '2:111'] },
    contains: ['2:35', '2:111', '3:185'],
    failedBefore: true,
    note: 'ة typed as ه: الجنة',
  },
  {
    class: 'spelling',
    keyword: 'كل نفس ذائقه الموت',
    filter: 'aya',
    top: { keys: ['3:185', '21:35', '29:57'] },
    verseTotal: 3,
    partial: false,
    failedBefore: true,
    note: 'ذائقة typed with ه',
  },
  {
    class: 'spelling',
    keyword: 'رحمه',
    filter: 'aya',
    contains: ['6:16', '21:107', '7:56'],
    failedBefore: true,
    note: 'both readings: رَحِمَهُۥ and رحمة',
  },
  // --- phrases across two verses ---------------------------------------------------------------
  {
    class: 'cross-verse',
    keyword: '"المستقيم صراط الذين"',
    filter: 'aya',
    first: '1:6',
    continues: true,
    failedBefore: true,
  },
  {
    class: 'cross-verse',
    keyword: '"مالك يوم الدين إياك نعبد"',
    filter: 'aya',
    first: '1:4',
    continues: true,
    failedBefore: true,
  },
  {
    class: 'cross-verse',
    keyword: '"الرحمن الرحيم مالك يوم الدين"',
    filter: 'aya',
    first: '1:3',
    continues: true,
    failedBefore: true,
  },
  // session 15: a verse holding the words apart (7:158) hid the passage across 114:2–3; failed on
  // 3beb61a
  {
    class: 'cross-verse',
    keyword: 'ملك الناس إله الناس',
    filter: 'aya',
    first: '114:2',
    continues: true,
    partial: false,
    contains: ['7:158'],
    failedBefore: true,
    note: 'the passage first, then the verse holding the words apart',
  },
  // session 15: a word typed twice was searched once, so the passage was not found; failed on 3beb61a
  {
    class: 'cross-verse',
    keyword: 'اقرأ باسم ربك الذي خلق خلق الإنسان من علق',
    filter: 'aya',
    first: '96:1',
    continues: true,
    failedBefore: true,
    note: 'خلق ends 96:1 and starts 96:2',
  },
  {
    class: 'cross-verse',
    keyword: '"قل أعوذ برب الناس ملك الناس"',
    filter: 'aya',
    first: '114:1',
    continues: true,
    failedBefore: true,
  },
  {
    class: 'cross-verse',
    keyword: '"في صدور الناس من الجنة والناس"',
    filter: 'aya',
    first: '114:5',
    continues: true,
    failedBefore: true,
  },
  {
    class: 'cross-verse',
    keyword: 'الرحمن علم القرآن',
    filter: 'aya',
    first: '55:1',
    continues: true,
    verseTotal: 1,
    failedBefore: true,
    note: 'without quotes (was: partial matches, 55:2 first)',
  },
  {
    class: 'cross-verse',
    keyword: 'يس والقرآن الحكيم',
    filter: 'aya',
    first: '36:1',
    continues: true,
    failedBefore: true,
    note: 'without quotes',
  },
  {
    class: 'cross-verse',
    keyword: 'والعصر إن الإنسان لفي خسر',
    first: '103:1',
    continues: true,
    failedBefore: true,
    note: 'without quotes, verses and books: the passage before the commentaries',
  },
  // --- best partial matches --------------------------------------------------------------------
  {
    class: 'partial',
    // 17 words: the 17th was dropped (at most 16 were kept) and 2:255 answered as a full match
    keyword: 'الله لا إله إلا هو الحي القيوم تأخذه سنة ولا نوم له ما في السماوات وما الفيل',
    filter: 'aya',
    first: '2:255',
    partial: true,
    failedBefore: true,
    note: 'every word counts, however many; failed on e9178d6',
  },
  {
    class: 'partial',
    keyword: 'ملك يوم الدين',
    filter: 'aya',
    first: '1:4',
    partial: true,
    failedBefore: true,
  },
  {
    class: 'partial',
    keyword: 'قل هو الله أحد صمد',
    filter: 'aya',
    first: '112:1',
    partial: true,
    failedBefore: true,
  },
  {
    class: 'partial',
    keyword: 'إنا أعطيناك الكوثر العظيم',
    filter: 'aya',
    first: '108:1',
    partial: true,
    failedBefore: true,
  },
  {
    class: 'partial',
    keyword: '"إنا أعطيناك الكوثر كثيرا"',
    filter: 'aya',
    first: '108:1',
    partial: true,
    failedBefore: true,
  },
  {
    class: 'partial',
    keyword: 'بسم الله الرحمن الرحيم الكريم',
    filter: 'aya',
    top: { keys: ['1:1', '27:30'], within: 2 },
    partial: true,
    failedBefore: true,
  },
  {
    class: 'partial',
    keyword: 'الله لا إله إلا هو الحي القيوم الكرسي',
    filter: 'aya',
    first: '2:255',
    partial: false,
    failedBefore: true,
    note: 'all words are in 2:255: not partial',
  },
  // --- whole words -----------------------------------------------------------------------------
  {
    class: 'whole-word',
    keyword: 'نوم',
    filter: 'aya',
    contains: ['2:255'],
    excludes: ['2:55'],
    failedBefore: true,
    note: 'not نؤمن (نومن)',
  },
  {
    class: 'whole-word',
    keyword: 'ليل',
    filter: 'aya',
    excludes: ['97:1'],
    failedBefore: true,
    note: 'not ليلة',
  },
  {
    class: 'whole-word',
    keyword: 'نوم*',
    filter: 'aya',
    contains: ['2:55'],
    failedBefore: false,
    note: 'a trailing * asks for the prefix',
  },
  { class: 'whole-word', keyword: 'الرحم*', filter: 'aya', contains: ['1:1', '1:3'], failedBefore: false },
  // session 14: the stem of a prefix is not the prefix of the stem (الرح* → الرحمن, stem رحمن);
  // failed on e9178d6 on SQLite
  {
    class: 'whole-word',
    keyword: 'الرح*',
    filter: 'aya',
    contains: ['1:1', '1:3'],
    failedBefore: true,
    note: 'a prefix with the article',
  },
  {
    class: 'whole-word',
    keyword: 'الرحمن الرحي*',
    filter: 'aya',
    contains: ['1:1', '1:3'],
    partial: false,
    failedBefore: true,
  },
  // --- roots and lemmas ------------------------------------------------------------------------
  {
    class: 'root',
    // session 14: a root and a word no verse holds together answered nothing, though both exist
    keyword: 'root:رحم الفيل',
    filter: 'aya',
    first: '105:1',
    contains: ['1:1', '1:3'],
    partial: true,
    failedBefore: true,
    note: 'best partial matches: the verse of the rarer term first; was 0 verses on e9178d6',
  },
  {
    class: 'root',
    keyword: 'root:رحم',
    filter: 'aya',
    first: '1:1',
    verseTotal: 313,
    failedBefore: true,
    note: 'data README: 313 verses',
  },
  { class: 'root', keyword: 'root:كتب', filter: 'aya', contains: ['2:2'], failedBefore: true },
  {
    class: 'root',
    keyword: 'root:رحم غفور',
    filter: 'aya',
    contains: ['2:173', '2:182'],
    excludes: ['1:1'],
    failedBefore: true,
  },
  {
    class: 'root',
    keyword: 'lemma:رحمن',
    filter: 'aya',
    contains: ['1:1', '1:3', '19:18'],
    failedBefore: true,
  },
  { class: 'root', keyword: 'جذر:علم', filter: 'aya', contains: ['2:13', '2:32'], failedBefore: true },
  // --- commentaries by relevance ---------------------------------------------------------------
  {
    class: 'commentary',
    keyword: 'الكوثر نهر في الجنة',
    filter: 'enterpretation',
    top: {
      keys: [
        'muyassar@108:1',
        'jalalayn@108:1',
        'baghawi@108:1',
        'ibn-kathir@108:1',
        'sadi@108:1',
        'mukhtasar-ar@108:1',
      ],
      within: 1,
    },
    failedBefore: false,
  },
  {
    class: 'commentary',
    keyword: 'الصلاة الوسطى',
    filter: 'enterpretation',
    top: {
      keys: [
        'jalalayn@2:238',
        'muyassar@2:238',
        'mukhtasar-ar@2:238',
        'baghawi@2:238',
        'sadi@2:238',
        'wasit-tantawi@2:238',
        'ibn-kathir@2:238',
        'zamakhshari-kashshaf@2:238',
      ],
      within: 1,
    },
    failedBefore: false,
  },
  {
    class: 'commentary',
    keyword: 'كوثر',
    filter: 'enterpretation',
    top: { keys: BOOKS_ON('108:1'), within: 1 },
    failedBefore: false,
    note: 'the commentaries of الكوثر (108:1), not a mention elsewhere',
  },
  {
    class: 'commentary',
    keyword: 'صلاة الوسطى',
    filter: 'enterpretation',
    top: { keys: BOOKS_ON('2:238'), within: 1 },
    failedBefore: false,
  },
  {
    class: 'commentary',
    keyword: 'كتب عليكم صيام',
    filter: 'enterpretation',
    top: { keys: BOOKS_ON('2:183'), within: 1 },
    failedBefore: false,
    note: 'الصيام in the commentaries of 2:183',
  },
  {
    class: 'commentary',
    keyword: 'الصلاة',
    filter: 'enterpretation',
    top: {
      keys: ['2:3', '2:43', '2:238', '4:103', '11:114', '14:40', '17:78', '20:14', '23:9', '29:45'].flatMap(
        BOOKS_ON,
      ),
      within: 3,
    },
    failedBefore: true,
    note: 'a broad word: commentaries of verses about prayer first (issue 4 on PostgreSQL listed book order)',
  },
];
