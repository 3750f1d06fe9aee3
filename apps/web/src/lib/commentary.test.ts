import { describe, expect, it } from 'vitest';
import { entriesForVerse, orderByDeath } from './commentary';
import type { BookCommentary } from './reading-types';

const book = (id: number, deathHijri: number | null): BookCommentary => ({
  book: {
    id,
    type: 'enterpretation',
    lang: 'ar',
    title: `b${id}`,
    titleLang: undefined,
    authorName: `a${id}`,
    authorLang: undefined,
    deathHijri,
    death: null,
  },
  entries: [],
});

describe('commentary ordering', () => {
  it('orders by death year ascending, unknown last', () => {
    const ordered = orderByDeath([book(6, 774), book(11, null), book(1, 310), book(5, 671)]);
    expect(ordered.map((c) => c.book.id)).toEqual([1, 5, 6, 11]);
  });

  it('finds passages covering a verse', () => {
    const e = (ayaFrom: number, ayaTo: number) => ({ sura: 2, ayaFrom, ayaTo, text: '', footnotes: [] });
    expect(entriesForVerse([e(1, 5), e(6, 7), e(5, 5)], 2, 5)).toHaveLength(2);
    expect(entriesForVerse([e(1, 5)], 3, 5)).toHaveLength(0);
  });
});
