/**
 * The bug report form's address. The page a report is about travels as `?page=` when the linking page
 * knows it, else as the Referer of the plain link (sent for same-origin links under the site's
 * Referrer-Policy), so a cached page's link is the same for every page and reader.
 */
export const REPORT_PAGE_PARAM = 'page';

export function reportHref(locale: string, page?: string): string {
  const base = `/${locale}/report-bug`;
  return page ? `${base}?${REPORT_PAGE_PARAM}=${encodeURIComponent(page)}` : base;
}
