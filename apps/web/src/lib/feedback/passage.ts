import { stripMarkup } from '@tafsir/core';

/**
 * A passage as plain text for a note's fields: markup and footnote markers removed (core's
 * stripMarkup), several entries one after another, and cut at a paragraph end to fit `max` characters
 * (the API's cap; a commentary passage may be tens of thousands of characters, and a note corrects a
 * few sentences of it).
 */
export function passageText(texts: readonly string[], max: number): { text: string; cut: boolean } {
  const paragraphs = texts.flatMap((t) => stripMarkup(t).split('\n'));
  let text = '';
  for (const p of paragraphs) {
    const next = text ? `${text}\n\n${p}` : p;
    if (next.length > max) return { text: text || p.slice(0, max), cut: true };
    text = next;
  }
  return { text, cut: false };
}
