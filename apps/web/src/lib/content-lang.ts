/** Direction of a book's content language (rtl for Arabic-script languages). */
const RTL = new Set(['ar', 'fa', 'ur', 'he', 'ps', 'sd', 'ku', 'ckb', 'ug', 'dv', 'yi']);
export function contentDir(lang: string): 'rtl' | 'ltr' {
  return RTL.has(lang.toLowerCase().split(/[-_]/)[0] ?? '') ? 'rtl' : 'ltr';
}
