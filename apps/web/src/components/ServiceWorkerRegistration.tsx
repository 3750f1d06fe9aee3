/**
 * Registers the service worker at the site root (spec §2; public/sw.js) once the page has loaded, in
 * production builds only and where the browser has service workers. The build version in the URL makes
 * each build a new worker. A plain inline script rendered by the server: registering needs no React,
 * so it adds nothing to the JavaScript bundle of every page.
 */
export function ServiceWorkerRegistration() {
  if (process.env.NODE_ENV !== 'production') return null;
  const url = `/sw.js?v=${encodeURIComponent(process.env.NEXT_PUBLIC_SW_VERSION ?? 'dev')}`;
  const script =
    `if('serviceWorker' in navigator)addEventListener('load',function(){` +
    `navigator.serviceWorker.register(${JSON.stringify(url)},{scope:'/',updateViaCache:'none'})` +
    `.catch(function(e){console.warn('[sw] registration failed',e)})})`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
