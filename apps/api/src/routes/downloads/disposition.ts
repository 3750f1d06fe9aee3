/** `attachment; filename="…"` for an ASCII file name (slugs are), with the RFC 6266 UTF-8 form too. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
