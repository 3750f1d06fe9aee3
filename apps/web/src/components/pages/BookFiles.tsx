import { getT } from '@/i18n/t-server';
import type { BookFile } from '@/lib/book-files';
import { formatSize } from '@/lib/file-size';

/**
 * A book's files as download links (lib/book-files): its formats, each with its size once built (the
 * API builds a file on its first request). The downloads page and the book page show the same ones.
 */
export async function BookFiles({ files, locale }: { files: BookFile[]; locale: string }) {
  const t = await getT('downloads');
  return (
    <div className="pg-formats" data-testid="book-files">
      {files.map((f) => (
        <a key={f.href} className="pg-chip" href={f.href} download={f.fileName ?? undefined}>
          {f.format ? f.format.toUpperCase() : t(`file_${f.legacy}`)}{' '}
          {f.bytes !== null && <span className="pg-size">{formatSize(f.bytes, locale)}</span>}
        </a>
      ))}
    </div>
  );
}
