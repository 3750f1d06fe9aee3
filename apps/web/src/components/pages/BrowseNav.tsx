import { Link } from '@/i18n/navigation';
import { getT } from '@/i18n/t-server';

const ITEMS = [
  ['/browse-sura', 'bySura'],
  ['/browse-aya', 'byAya'],
  ['/books', 'books'],
  ['/author', 'authors'],
  ['/search', 'search'],
] as const;

/** Links between the browse pages (the site header carries only the spec's main menu). */
export async function BrowseNav({ current }: { current: (typeof ITEMS)[number][0] }) {
  const t = await getT('browseNav');
  return (
    <nav className="pg-browse-nav" aria-label={t('label')}>
      <ul role="list">
        {ITEMS.map(([href, key]) => (
          <li key={href}>
            <Link href={href} aria-current={href === current ? 'page' : undefined}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
