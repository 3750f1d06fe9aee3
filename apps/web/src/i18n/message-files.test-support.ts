import { readFileSync } from 'node:fs';

/** A message file's tree, as next-intl reads it. */
export type MessageTree = { [key: string]: string | MessageTree };

/**
 * The messages of one locale in one folder of apps/web/messages, flattened to dotted keys
 * (`reading.hizbN`): what the message tests of each folder compare across the 13 locales.
 * `folder`: '' for the shell messages, else 'pages', 'developer', 'catalogue'.
 */
export function loadFlatMessages(folder: string, code: string): Map<string, string> {
  const path = new URL(`../../messages/${folder ? `${folder}/` : ''}${code}.json`, import.meta.url);
  return flatten(JSON.parse(readFileSync(path, 'utf8')) as MessageTree);
}

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}
