import { Disclosure } from '@/components/Disclosure';
import { Link } from '@/i18n/navigation';
import { readingSearch } from '@/lib/reading-query';
import type { RewayaInfo } from '@/lib/reading-types';

/**
 * The riwaya menu (spec §2): a link per riwaya to the verse being read as that riwaya numbers it
 * (the API's riwaya ↔ Hafs verse map, `RewayaInfo.place`), with the same books. Verse numbers differ
 * between the counting schools (Hafs 2:255 is Warsh 2:253), so a form re-sending sura and aya would
 * open another verse; links carry each riwaya's own place and work the same without JavaScript.
 */
export function RewayaMenu({
  rewayat,
  current,
  books,
  label,
}: {
  rewayat: RewayaInfo[];
  current: number;
  books: number[];
  label: string;
}) {
  const now = rewayat.find((r) => r.id === current);
  return (
    <div className="rewaya-menu">
      <span className="rewaya-label" id="rewaya-label">
        {label}
      </span>
      <Disclosure
        summaryLabel={now ? `${label}: ${now.name}` : label}
        summary={<span className="summary-text">{now?.name ?? current}</span>}
        closeSignal={current}
      >
        <ul className="menu-list" role="list" aria-labelledby="rewaya-label">
          {rewayat.map((r) => (
            <li key={r.id}>
              <Link
                href={`/?${readingSearch({ ...r.place, rewayaId: r.id, books })}`}
                scroll={false}
                data-rewaya={r.id}
                aria-current={r.id === current ? 'true' : undefined}
              >
                {r.name}
              </Link>
            </li>
          ))}
        </ul>
      </Disclosure>
    </div>
  );
}
