/**
 * A file's size in the reader's language: the number in the locale's digits (spec §5: Arabic-Indic
 * for ar, extended for fa/ur) with the unit named as the locale names it (CLDR, through Intl: "MB",
 * "م.ب", "Mo", "ఎమ్‌బి"…), so that a page never mixes "MB" with "م.ب" nor Latin digits with Arabic
 * ones. Sizes are counted in binary units (1 MB = 1,048,576 bytes), as before.
 */
const NUMBERING: Record<string, string> = { ar: 'arab', fa: 'arabext', ur: 'arabext' };

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, unit: 'megabyte' | 'kilobyte'): Intl.NumberFormat {
  const key = `${locale} ${unit}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
      numberingSystem: NUMBERING[locale] ?? 'latn',
    });
    formatters.set(key, f);
  }
  return f;
}

export function formatSize(bytes: number, locale: string): string {
  if (bytes >= 1024 * 1024) return formatter(locale, 'megabyte').format(bytes / 1024 / 1024);
  return formatter(locale, 'kilobyte').format(Math.max(1, Math.round(bytes / 1024)));
}
