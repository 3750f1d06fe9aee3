/**
 * Whether an answer to a download request delivers the whole file, so that it counts as one download
 * (issue 20): a 200, or a 206 whose Content-Range covers every byte (`bytes 0-(n-1)/n`). A resumed or
 * segmented download (any other range, including `bytes=0-0`) is not counted; 304s and errors neither.
 */
export function isWholeFileFetch(status: number, contentRange: unknown): boolean {
  if (status === 200) return true;
  if (status !== 206 || typeof contentRange !== 'string') return false;
  const m = /^bytes 0-(\d+)\/(\d+)$/.exec(contentRange.trim());
  return !!m && Number(m[1]) + 1 === Number(m[2]);
}
