/**
 * Spec §5: digits are shown in Arabic-Indic form — ar → ٠١٢, fa/ur → ۰۱۲, other locales → 012.
 * Same rule as @tafsir/core's localizeDigits (a unit test keeps them equal); kept here because client
 * components must not pull the core barrel into the browser bundle.
 */
const SETS: Record<string, string> = { ar: '٠١٢٣٤٥٦٧٨٩', fa: '۰۱۲۳۴۵۶۷۸۹', ur: '۰۱۲۳۴۵۶۷۸۹' };

export function localDigits(value: number | string, locale: string): string {
  const set = SETS[locale];
  const text = String(value);
  if (set) return text.replace(/[0-9]/g, (d) => set[d.charCodeAt(0) - 48]!);
  return text.replace(/[٠-٩۰-۹]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
