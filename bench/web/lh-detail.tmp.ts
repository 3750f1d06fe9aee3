import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../e2e/browser';
const url = process.argv[2]!;
const port = 9333;
const chrome = spawn('/usr/bin/chromium', [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=/tmp/lh-${Date.now()}`, 'about:blank'], { stdio: 'ignore' });
for (let i = 0; i < 50; i++) { try { await fetch(`http://127.0.0.1:${port}/json/version`); break; } catch { await new Promise((r) => setTimeout(r, 200)); } }
try {
  const r = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = r!.lhr; const a = lhr.audits;
  console.log('perf', lhr.categories.performance!.score);
  for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index','interactive','max-potential-fid']) console.log(id, a[id]?.displayValue);
  const dump = (id: string) => console.log(id, JSON.stringify((a[id]?.details as any)?.items?.map((i: any) => [i.url?.slice(-50), i.resourceType, Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize, i.priority])));
  const show = (id: string) => console.log(id, (JSON.stringify(a[id]?.details ?? null) ?? "").slice(0, 30000));
  console.log('metrics', JSON.stringify((a['metrics']?.details as any)?.items?.[0]));show('largest-contentful-paint-element'); show('render-blocking-resources'); show('render-blocking-insight'); show('lcp-phases-insight'); show('bootup-time'); show('mainthread-work-breakdown'); show('long-tasks'); show('layout-shifts'); dump('network-requests'); show('font-display'); show('font-display-insight');
} finally { chrome.kill(); }
