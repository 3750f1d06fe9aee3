/**
 * The Quran panel's heading: the sura's Arabic name, and its transliteration outside the Arabic
 * interface. Shared by the reading page (a server component) and the offline reader (a client one).
 */
export function SuraHeading({
  sura,
  locale,
}: {
  sura: { nameAr: string; nameTranslit: string } | undefined;
  locale: string;
}) {
  return (
    <h2 id="quran-heading" className="quran-heading">
      {sura && <span lang="ar">{sura.nameAr}</span>}
      {sura && locale !== 'ar' && <span className="quran-heading-tr">{sura.nameTranslit}</span>}
    </h2>
  );
}
