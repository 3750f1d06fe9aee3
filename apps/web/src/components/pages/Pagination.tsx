import { Link } from '@/i18n/navigation';
import { localDigits } from '@/lib/digits';

/** Previous / numbered / next page links; `hrefFor(n)` builds the URL of page n (query kept). */
export function Pagination({
  page,
  last,
  hrefFor,
  label,
  previous,
  next,
  locale,
}: {
  page: number;
  last: number;
  hrefFor: (n: number) => string;
  label: string;
  previous: string;
  next: string;
  locale: string;
}) {
  if (last <= 1) return null;
  const around = new Set<number>([1, last]);
  for (let n = Math.max(1, page - 2); n <= Math.min(last, page + 2); n++) around.add(n);
  const pages = [...around].sort((a, b) => a - b);
  return (
    <nav className="pg-pagination" aria-label={label}>
      <ul role="list">
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} rel="prev" className="pg-page-link">
              {previous}
            </Link>
          ) : (
            <span className="pg-page-link" aria-disabled="true">
              {previous}
            </span>
          )}
        </li>
        {pages.map((n, i) => (
          <li key={n}>
            {i > 0 && n - (pages[i - 1] ?? n) > 1 && (
              <span className="pg-gap" aria-hidden="true">
                …
              </span>
            )}
            <Link href={hrefFor(n)} className="pg-page-link" aria-current={n === page ? 'page' : undefined}>
              {localDigits(n, locale)}
            </Link>
          </li>
        ))}
        <li>
          {page < last ? (
            <Link href={hrefFor(page + 1)} rel="next" className="pg-page-link">
              {next}
            </Link>
          ) : (
            <span className="pg-page-link" aria-disabled="true">
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
