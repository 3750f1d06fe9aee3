/**
 * How the web server tells the API which reader a call is made for (issue 20). The API believes the
 * reader's address only when the call also carries the secret it shares with the web server
 * (WEB_SERVER_SECRET on both); without it the headers are ignored and the caller's own address counts.
 * So forms sent through the web server are limited per reader, and nobody else can pick an address.
 */
export const WEB_SERVER_SECRET_HEADER = 'x-web-server-secret';
export const READER_ADDRESS_HEADER = 'x-reader-address';

/**
 * Headers of a call made for a reader: empty when no secret is configured or the address is unknown
 * (the API then limits the web server's own address).
 */
export function readerHeaders(
  readerAddress: string | undefined,
  secret: string | undefined,
): Record<string, string> {
  if (!secret || !readerAddress) return {};
  return { [WEB_SERVER_SECRET_HEADER]: secret, [READER_ADDRESS_HEADER]: readerAddress };
}

/**
 * The reader's address as the web server sees it behind deploy/nginx.conf, which sets X-Real-IP and
 * replaces X-Forwarded-For with the address of the connection it received (so neither holds what the
 * client wrote). Without that proxy these headers are the client's own words: only WEB_SERVER_SECRET
 * deployments behind it should forward them.
 */
export function readerAddressFrom(headers: { get(name: string): string | null }): string | undefined {
  const value =
    headers.get('x-real-ip')?.trim() || headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || '';
  return /^[0-9a-fA-F:.]{2,45}$/.test(value) ? value : undefined;
}
