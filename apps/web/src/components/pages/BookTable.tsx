import type { Book } from '@tafsir/client';
import { Link } from '@/i18n/navigation';
import { getT } from '@/i18n/t-server';
import { bookDeathDate } from '@/lib/book-info';
import { bookTitle } from '@/lib/catalogue';
import { diedText } from '@/lib/death-text';
import { localDigits } from '@/lib/digits';
import { completeness, languageName } from '@/lib/pages/format';

/** Books as a list of rows: title, author, death year, language, completeness bar. */
export async function BookTable({ books, locale }: { books: Book[]; locale: string }) {
  const [t, tDeath] = await Promise.all([getT('books'), getT('death')]);
  return (
    <ul className="pg-books" role="list" data-testid="book-list">
      {books.map((b) => {
        const pct = completeness(b.verses_covered);
        const died = diedText(tDeath, bookDeathDate(b));
        const title = bookTitle(b, locale);
        return (
          <li key={b.id} className="pg-book-row" data-book={b.id}>
            <div className="pg-book-main">
              <Link href={`/book/${b.id}`} className="pg-book-title" dir="auto" lang={title.lang}>
                {title.text}
              </Link>
              <span className="pg-meta">
                {b.author_id !== null ? (
                  <Link href={`/author/${b.author_id}`} dir="auto">
                    {b.author_name}
                  </Link>
                ) : (
                  <span dir="auto">{b.author_name}</span>
                )}
                {died && <span>{died}</span>}
                <span>{languageName(b.language, locale)}</span>
                <span>{t(b.type === 'translation' ? 'type_translation' : 'type_enterpretation')}</span>
              </span>
            </div>
            <div className="pg-book-progress">
              <meter min={0} max={100} value={pct} aria-label={t('completeness')}>
                {pct}%
              </meter>
              <span>{localDigits(t('pct', { pct }), locale)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
