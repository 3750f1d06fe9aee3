import type { DeathDate } from '@tafsir/core/death-date';
import { deathDateText, type DeathT } from '@/lib/death-text';

/**
 * The death date of an author as one fact of a page's <dl> (the author and book pages): nothing at
 * all for an author without a date (a living author), never "unknown".
 */
export function DeathFact({ label, death, t }: { label: string; death: DeathDate | null; t: DeathT }) {
  if (!death) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{deathDateText(t, death)}</dd>
    </div>
  );
}
