import { parseCommentary } from '@tafsir/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { escapeHtml, paragraphsToHtml, renderParagraph } from '../components/CommentarySegment';

describe('commentary as an HTML string', () => {
  it('escapes every piece of stored text', () => {
    expect(escapeHtml(`<script>alert("x")</script>&'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;',
    );
    const parsed = parseCommentary('قال <img src=x onerror=alert(1)> {[1]} تم', [{ n: 1, text: 'حاشية' }]);
    const html = paragraphsToHtml(parsed.paragraphs, { id: 'a"b', knownFootnotes: new Set([1]) });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).toContain('id="fnref-a&quot;b-1"');
  });

  it('gives the same markup as the element renderer', () => {
    const text = 'الحمد {[1]} لله {م: 3} ﴿ٱلۡحَمۡدُ لِلَّهِ﴾\nسطر ثان {[9]}.* * *وأما قوله';
    const parsed = parseCommentary(text, [{ n: 1, text: 'حاشية' }]);
    const opts = { id: 'x', knownFootnotes: new Set([1]), footnoteLabel: (n: number) => `note ${n}` };
    const elements = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        parsed.paragraphs.map((segs, i) => renderParagraph(segs, i, opts)),
      ),
    );
    expect(paragraphsToHtml(parsed.paragraphs, opts)).toBe(elements);
    // al-Tabari's asterism is a separator paragraph of its own
    expect(elements).toContain('<p class="section-break" role="separator">* * *</p><p>وأما قوله</p>');
  });
});
