/**
 * Holds a page's JavaScript back until its text has painted (issue 5).
 *
 * Next emits every chunk of a page as `<script src="/_next/static/…" async>`: in `<head>`, and the
 * bootstrap at the end of the shell. Async scripts are fetched at once, beside the Quran font, and on a
 * slow network the 150 KB of scripts share the link with the 86 KB font that the largest paint of the
 * reading page (the verses, drawn only in their own font) waits for. Nothing on the page needs them to
 * be read: every control is a link or a form that also works without JavaScript.
 *
 * So the HTML of a document is rewritten on its way out: each such tag becomes an inert placeholder
 * (`type` {@link DEFERRED_TYPE}, the address in `data-src`), Next's low-priority preload of the bootstrap
 * is dropped, and {@link LOADER} is put at the end of `<head>`. The loader turns the placeholders back
 * into real async scripts, in document order, once the first contentful paint has happened, the fonts
 * that paint started have loaded and the document has been parsed (see its comment for the others).
 * React finds those scripts when it hydrates (it looks hoisted async scripts up by `src`), so nothing
 * is fetched twice.
 */

export const DEFERRED_TYPE = 'text/x-tafsir-deferred';
/** The id of the loader's script element. */
export const LOADER_ID = 'tafsir-deferred-scripts';

/** Where the build's assets are served; only these scripts are held back (never inline ones). */
const ASSET_PATH = '/_next/static/';

/**
 * The browser side, as one inline script (no bundle of its own: it must run before any chunk).
 * - waits for the first contentful paint (PerformanceObserver 'paint', buffered, so an entry from
 *   before the script ran still counts), then for `document.fonts.ready` (the fonts that first layout
 *   started, the Quran font among them) and for the end of parsing (all placeholders exist);
 * - starts at the end of parsing, without waiting for a paint, when Next sent an error shell that
 *   only the scripts can fill (`<html id="__next_error__">`, e.g. its not-found answers);
 * - falls back to starting 1 s after `load` when no paint is reported by then (a tab opened in the
 *   background paints only once shown) or the browser lacks those APIs;
 * - starts each script once, in document order, copying the placeholder's other attributes, one per
 *   task: issuing a request can take a few milliseconds on a busy phone, ten of them in one task
 *   would block input for tens.
 */
export const LOADER = `(function(){var T=${JSON.stringify(DEFERRED_TYPE)},done=false;
function go(){if(done)return;done=true;var l=document.querySelectorAll('script[type="'+T+'"]'),i=0;
(function next(){if(i>=l.length)return;var p=l[i++],s=document.createElement('script');
for(var j=0;j<p.attributes.length;j++){var a=p.attributes[j];if(a.name!=='type'&&a.name!=='data-src')s.setAttribute(a.name,a.value)}
s.src=p.getAttribute('data-src');s.async=true;p.parentNode.replaceChild(s,p);setTimeout(next,0)})()}
function parsed(f){if(document.readyState!=='loading')f();else document.addEventListener('DOMContentLoaded',f)}
function fonts(f){if(document.fonts&&document.fonts.ready)document.fonts.ready.then(f,f);else f()}
function painted(f){try{new PerformanceObserver(function(x,o){if(x.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}}).observe({type:'paint',buffered:true})}catch(e){f()}}
if(document.documentElement.id==='__next_error__')parsed(go);
else painted(function(){fonts(function(){parsed(function(){setTimeout(go,0)})})});
addEventListener('load',function(){setTimeout(go,1000)})})();`;

const HELD_MAX = 16 * 1024;
const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const PRELOAD_TAG = /<link\b([^>]*)\/?>/gi;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(/([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g))
    found.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return found;
}

/** A chunk script of the build: external, async, classic (no type, not the nomodule polyfill). */
function isChunkScript(attrs: Map<string, string>): boolean {
  const src = attrs.get('src');
  return (
    src !== undefined &&
    src.includes(ASSET_PATH) &&
    attrs.has('async') &&
    !attrs.has('type') &&
    !attrs.has('nomodule')
  );
}

/**
 * Rewrites the complete tags of one piece of HTML (no tag is cut at either end). Runs on every page
 * served: only tags that name an asset of the build have their attributes read.
 */
function rewrite(html: string): string {
  return html
    .replace(SCRIPT_TAG, (tag, source: string) => {
      if (!source.includes(ASSET_PATH)) return tag;
      const attrs = attributes(source);
      if (!isChunkScript(attrs)) return tag;
      const rest = source
        .replace(/\ssrc\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '')
        .replace(/\sasync(?:\s*=\s*(""|''|"async"|'async'|async))?(?=[\s/]|$)/i, '');
      return `<script type="${DEFERRED_TYPE}" data-src="${attrs.get('src')!}"${rest}>`;
    })
    .replace(PRELOAD_TAG, (tag, source: string) => {
      if (!source.includes(ASSET_PATH)) return tag;
      const attrs = attributes(source);
      const isScriptPreload =
        attrs.get('rel')?.toLowerCase() === 'preload' &&
        attrs.get('as')?.toLowerCase() === 'script' &&
        (attrs.get('href') ?? '').includes(ASSET_PATH);
      return isScriptPreload ? '' : tag;
    });
}

/**
 * A streaming rewriter for one HTML document. `push` takes the next piece of text and returns what can
 * be sent now; a tag cut at the end of a piece is held until the next one. `end` returns what is held.
 */
export function createScriptDeferrer(): { push(text: string): string; end(): string } {
  let held = '';
  let loaderSent = false;
  const emit = (text: string): string => {
    const html = rewrite(text);
    // A document that passed through here already (Next proxies some rewrites to itself) has it.
    if (!loaderSent && html.includes(LOADER_ID)) loaderSent = true;
    if (loaderSent) return html;
    const at = html.search(/<\/head\s*>/i);
    if (at < 0) return html;
    loaderSent = true;
    return `${html.slice(0, at)}<script id="${LOADER_ID}">${LOADER}</script>${html.slice(at)}`;
  };
  return {
    push(text) {
      const all = held + text;
      const open = all.lastIndexOf('<');
      // A tag begun and not closed in this piece waits for the rest (a lone '<' of inline script
      // text, never followed by '>', is let through past HELD_MAX rather than held forever).
      if (open >= 0 && all.indexOf('>', open) < 0 && all.length - open <= HELD_MAX) {
        held = all.slice(open);
        return emit(all.slice(0, open));
      }
      held = '';
      return emit(all);
    },
    end() {
      const rest = held;
      held = '';
      return emit(rest);
    },
  };
}
