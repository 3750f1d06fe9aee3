/**
 * The Quran panel's heading, the page's one <h1> (the commentaries' heading is an <h2>): the sura's
 * name in the page's language (lib/catalogue.ts suraName): the Arabic name in the Arabic-script
 * interfaces, else the transliteration and its meaning, never the two scripts together. Shared by the
 * reading page (a server component) and the offline reader (a client one).
 */
export function SuraHeading({
  name,
}: {
  name: { name: string; lang: string | undefined; meaning: string | null } | undefined;
}) {
  return (
    <h1 id="quran-heading" className="quran-heading">
      {name && <span lang={name.lang}>{name.name}</span>}
      {name?.meaning && <span className="quran-heading-tr">{name.meaning}</span>}
    </h1>
  );
}
