import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { refusedPost } from './form-posts';

/** A form post to a page, as a browser (or another site) sends it. */
const post = (headers: Record<string, string>) =>
  new NextRequest('http://127.0.0.1:3000/en/contact-us', {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'next-action': 'abc', ...headers },
  });

describe('form posts Next would answer with a 500 (issue 31)', () => {
  it('another origin, or Origin: null, is a 403 with a JSON error', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:4000']) {
      const refused = refusedPost(post({ origin }));
      expect(refused?.status, origin).toBe(403);
      expect(await refused!.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
  });

  it('the page’s own origin passes, by Host or by the proxy’s X-Forwarded-Host; no Origin passes too', () => {
    expect(refusedPost(post({ origin: 'http://127.0.0.1:3000' }))).toBeNull();
    expect(
      refusedPost(post({ origin: 'https://tafsir.example', 'x-forwarded-host': 'tafsir.example' })),
    ).toBeNull();
    expect(refusedPost(post({}))).toBeNull();
  });

  it('a body over 1 MB is a 413, whatever its origin', () => {
    const big = refusedPost(
      post({ origin: 'http://127.0.0.1:3000', 'content-length': String(10 * 1024 * 1024) }),
    );
    expect(big?.status).toBe(413);
    expect(refusedPost(post({ origin: 'http://127.0.0.1:3000', 'content-length': '2048' }))).toBeNull();
  });
});
