import { describe, expect, it } from 'vitest';
import { renderCommentaryEntry } from '@/components/CommentaryParts';
import { cachedCommentaryRenderer } from './commentary-render-cache';

// A passage with a footnote reference, a marker and a Quran quotation, as books store them.
const TEXT = 'قال أبو جعفر{[1]}: معنى ﴿الحي القيوم﴾ {م} الدائم.\n* * *\nثم قال <b>غيره</b>.';
const FOOTNOTES = [{ n: 1, text: 'في نسخة: القائم.' }];
const label = (n: number) => `حاشية ${n}`;

describe('cached commentary renderer', () => {
  it('gives what renderCommentaryEntry gives, and the same value again without rendering twice', () => {
    const render = cachedCommentaryRenderer('ar');
    const first = render(TEXT, FOOTNOTES, '1-2-255-0', label);
    expect(first).toEqual(renderCommentaryEntry(TEXT, FOOTNOTES, '1-2-255-0', label));
    expect(first.html).toContain('&lt;b&gt;'); // the source's HTML stays text
    expect(first.html).toContain('role="separator"');
    expect(first.footnotes.map((f) => f.n)).toEqual([1]);
    expect(render(TEXT, FOOTNOTES, '1-2-255-0', label)).toBe(first);
  });

  it('keeps apart what changes the markup: locale, id, text and footnotes', () => {
    const ar = cachedCommentaryRenderer('ar')(TEXT, FOOTNOTES, 'a', label);
    const en = cachedCommentaryRenderer('en')(TEXT, FOOTNOTES, 'a', (n) => `Footnote ${n}`);
    expect(en.html).toContain('aria-label="Footnote 1"');
    expect(ar.html).toContain('aria-label="حاشية 1"');
    const other = cachedCommentaryRenderer('ar')(TEXT, FOOTNOTES, 'b', label);
    expect(other.html).toContain('id="fnref-b-1"');
    const edited = cachedCommentaryRenderer('ar')(`${TEXT} زيادة`, FOOTNOTES, 'a', label);
    expect(edited.html).toContain('زيادة');
    expect(cachedCommentaryRenderer('ar')(TEXT, [], 'a', label).footnotes).toEqual([]);
  });
});
