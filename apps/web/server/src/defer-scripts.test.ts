import { describe, expect, it } from 'vitest';
import { DEFERRED_TYPE, LOADER, LOADER_ID, createScriptDeferrer } from './defer-scripts.js';

// The shape of a document as Next 16 streams it: hoisted chunk scripts and a low-priority preload of
// the bootstrap in <head>, the bootstrap itself after the shell, inline flight data, a nomodule
// polyfill, and scripts of the page itself that must stay as they are.
const HEAD =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js" async=""></script>' +
  '<link rel="preload" href="/fonts/hafs.18.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>' +
  '</head>';
const BODY =
  '<body><p class="verses">بِسۡمِ ٱللَّهِ</p>' +
  '<script>if(a<b&&c>d)console.log(1)</script>' +
  '<script src="/sw-helper.js" async=""></script>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>';
const PAGE = HEAD + BODY;

function rewriteWhole(html: string): string {
  const d = createScriptDeferrer();
  return d.push(html) + d.end();
}

describe('createScriptDeferrer', () => {
  it('turns every async chunk script into an inert placeholder, in document order', () => {
    const out = rewriteWhole(PAGE);
    const placeholders = [...out.matchAll(/<script type="([^"]+)" data-src="([^"]+)">/g)];
    expect(placeholders.map((m) => m[1])).toEqual([DEFERRED_TYPE, DEFERRED_TYPE, DEFERRED_TYPE]);
    expect(placeholders.map((m) => m[2])).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js',
      '/_next/static/chunks/boot.js',
    ]);
    // None of them is still a script the browser would fetch.
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|boot)\.js"/);
  });

  it('drops only the preload of a build script', () => {
    const out = rewriteWhole(PAGE);
    expect(out).not.toContain('as="script"');
    expect(out).toContain('<link rel="preload" href="/fonts/hafs.18.woff2" as="font"');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a1.css"');
  });

  it('leaves inline scripts, the nomodule polyfill and scripts from elsewhere alone', () => {
    const out = rewriteWhole(PAGE);
    expect(out).toContain('<script>if(a<b&&c>d)console.log(1)</script>');
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
    expect(out).toContain('<script src="/sw-helper.js" async=""></script>');
    expect(out).toContain('<script id="_R_">');
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(out).toContain('<p class="verses">بِسۡمِ ٱللَّهِ</p>');
  });

  it('puts the loader once, at the end of <head>', () => {
    const out = rewriteWhole(PAGE);
    const loader = `<script id="${LOADER_ID}">${LOADER}</script>`;
    expect(out.split(loader)).toHaveLength(2);
    expect(out.indexOf(loader)).toBe(out.indexOf('</head>') - loader.length);
  });

  it('gives the same document whatever the pieces it is streamed in', () => {
    const whole = rewriteWhole(PAGE);
    for (let cut = 1; cut < PAGE.length; cut++) {
      const d = createScriptDeferrer();
      const out = d.push(PAGE.slice(0, cut)) + d.push(PAGE.slice(cut)) + d.end();
      if (out !== whole) throw new Error(`cut at ${cut} (${JSON.stringify(PAGE.slice(cut - 10, cut + 10))})`);
    }
    // Many small pieces.
    const d = createScriptDeferrer();
    let out = '';
    for (let i = 0; i < PAGE.length; i += 7) out += d.push(PAGE.slice(i, i + 7));
    expect(out + d.end()).toBe(whole);
  });

  it('keeps other attributes of a chunk script and reads other spellings of async', () => {
    const out = rewriteWhole(
      `<head><script async src='/_next/static/chunks/x.js' nonce="n1" crossorigin="anonymous"></script></head>`,
    );
    expect(out).toContain(
      `<script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/x.js" nonce="n1" crossorigin="anonymous">`,
    );
  });

  it('does not touch a document without chunk scripts except for the loader', () => {
    const html = '<html><head><title>t</title></head><body><p>x</p></body></html>';
    expect(rewriteWhole(html)).toBe(
      `<html><head><title>t</title><script id="${LOADER_ID}">${LOADER}</script></head><body><p>x</p></body></html>`,
    );
  });

  it('rewrites a document that passed through it already to itself (placeholders and one loader)', () => {
    const once = rewriteWhole(PAGE);
    expect(rewriteWhole(once)).toBe(once);
  });

  it('lets a long run of text with a lone "<" through instead of holding it', () => {
    const d = createScriptDeferrer();
    const text = `<script>var a = 1 <${' 2'.repeat(20_000)}`;
    const out = d.push(text);
    expect(out.length).toBe(text.length);
  });
});
