/**
 * The text of an HTML answer's <body> as a reader without JavaScript sees it: scripts (the page data
 * Next streams for the client) and tags dropped. A text found only in the page data is not there.
 */
export function bodyText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}
