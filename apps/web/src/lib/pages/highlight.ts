/** A piece of a search snippet: plain text, marked or not (rendered as text nodes, never as HTML). */
export interface Piece {
  text: string;
  mark: boolean;
}

/**
 * Splits `text` at the API's highlight ranges ({start, end}, UTF-16 offsets, end exclusive).
 * Ranges out of bounds are clamped; unsorted or overlapping ones are sorted and merged.
 */
export function highlightPieces(
  text: string,
  ranges: ReadonlyArray<{ start: number; end: number }>,
): Piece[] {
  const clean = ranges
    .map((r) => ({ start: Math.max(0, Math.floor(r.start)), end: Math.min(text.length, Math.floor(r.end)) }))
    .filter((r) => Number.isFinite(r.start) && Number.isFinite(r.end) && r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const r of clean) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  const out: Piece[] = [];
  let at = 0;
  for (const r of merged) {
    if (r.start > at) out.push({ text: text.slice(at, r.start), mark: false });
    out.push({ text: text.slice(r.start, r.end), mark: true });
    at = r.end;
  }
  if (at < text.length || out.length === 0) out.push({ text: text.slice(at), mark: false });
  return out;
}
