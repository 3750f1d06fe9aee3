import { parseCommentary } from '@tafsir/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { renderParagraph } from '../components/CommentarySegment';

const render = (text: string, footnotes: Array<{ n: number; text: string }>, id = 'x') => {
  const parsed = parseCommentary(text, footnotes);
  const opts = {
    id,
    knownFootnotes: new Set(parsed.footnotes.map((f) => f.n)),
    footnoteLabel: (n: number) => `note ${n}`,
  };
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      parsed.paragraphs.map((segs, i) => renderParagraph(segs, i, opts)),
    ),
  );
};

describe('commentary as elements', () => {
  it('never lets markup of the source through', () => {
    const html = render('قال <img src=x onerror=alert(1)> {[1]} تم', [{ n: 1, text: 'حاشية' }], 'a"b');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).toContain('id="fnref-a&quot;b-1"');
  });

  it('renders footnote references, markers, quotations and section breaks', () => {
    const html = render('الحمد {[1]} لله {م: 3} ﴿ٱلۡحَمۡدُ لِلَّهِ﴾\nسطر ثان {[9]}.* * *وأما قوله', [
      { n: 1, text: 'حاشية' },
    ]);
    expect(html).toContain(
      '<sup class="fn-ref"><a id="fnref-x-1" href="#fn-x-1" aria-label="note 1">1</a></sup>',
    );
    // a reference to a footnote that does not exist is dropped, not linked
    expect(html).not.toContain('fnref-x-9');
    expect(html).toContain('<q lang="ar" dir="rtl">');
    // al-Tabari's asterism is a separator paragraph of its own
    expect(html).toContain('<p class="section-break" role="separator">* * *</p><p>وأما قوله</p>');
  });
});
