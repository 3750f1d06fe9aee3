import { describe, expect, it } from 'vitest';
import { ATTEMPT_HEADER, MAX_ATTEMPTS, patientFetch, retryAfterMs } from './patient-fetch';

const answer = (status: number, retryAfter?: string) =>
  new Response('{}', { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } });

function scripted(statuses: Array<[number, string?]>) {
  const calls: Array<RequestInit | undefined> = [];
  const waits: number[] = [];
  const fetch = patientFetch(
    async (_input, init) => {
      calls.push(init);
      const [status, after] = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
      return answer(status, after);
    },
    async (ms) => void waits.push(ms),
    () => 0,
  );
  return { fetch, calls, waits };
}

describe('the web server waits out the API shedding load', () => {
  it('a 429 with Retry-After is asked again after the wait, marked as a retry', async () => {
    const s = scripted([[429, '1'], [429, '1'], [200]]);
    const res = await s.fetch('http://api/x', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(s.waits).toEqual([1000, 1000]);
    expect(s.calls.map((c) => new Headers(c?.headers).get(ATTEMPT_HEADER))).toEqual([null, '2', '3']);
    expect(new Headers(s.calls[2]?.headers).get('accept')).toBe('application/json');
  });

  it('a 503 with Retry-After too; a bounded number of times, then the refusal is returned', async () => {
    const s = scripted([[503, '2']]);
    expect((await s.fetch('http://api/x')).status).toBe(503);
    expect(s.calls).toHaveLength(MAX_ATTEMPTS);
  });

  it('no Retry-After, a long one, or another error: returned at once', async () => {
    for (const [status, after] of [[429], [429, '60'], [500, '1'], [404]] as Array<[number, string?]>) {
      const s = scripted([[status, after], [200]]);
      expect((await s.fetch('http://api/x')).status).toBe(status);
      expect(s.calls).toHaveLength(1);
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('1')).toBe(1000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
    const now = Date.parse('2026-11-28T23:00:00Z');
    expect(retryAfterMs('Sat, 28 Nov 2026 23:00:02 GMT', now)).toBe(2000);
  });
});
