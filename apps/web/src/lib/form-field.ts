/**
 * A posted form field as the reader wrote it, trimmed. A browser posts each line break of a textarea
 * as CR LF (HTML's form submission), so a text of 8,000 characters with line breaks would arrive
 * longer than the textarea held and be refused as too long: line breaks are read back as one `\n`.
 */
export function formField(form: FormData, name: string): string {
  return String(form.get(name) ?? '')
    .replace(/\r\n?/g, '\n')
    .trim();
}
