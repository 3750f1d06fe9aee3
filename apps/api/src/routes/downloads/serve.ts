/** One byte range of a Range header (RFC 9110 §14): `bytes=a-b`, `bytes=a-`, `bytes=-n`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range to serve for a Range header on a file of `size` bytes: undefined to serve the whole file
 * (no header, a unit other than bytes, several ranges, or a malformed value — all allowed by the RFC),
 * 'unsatisfiable' for a 416.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!m) return undefined;
  const [, a, b] = m;
  if (a === '' && b === '') return undefined;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** `attachment; filename="…"` for an ASCII file name (slugs are), with the RFC 6266 UTF-8 form too. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
