import { createHmac, randomBytes } from 'node:crypto';

/**
 * Opaque visitor ids for the visitor counter. The id is an HMAC of what identifies a browser (the
 * fingerprint it sends, else IP + User-Agent) under a salt that changes every UTC day, so ids of
 * different days cannot be linked and nothing stored leads back to an IP or a fingerprint.
 * The salt is derived from a secret (VISITOR_SECRET; random per process when unset, in which case a
 * restart during a day may count a visitor twice that day).
 */
export class VisitorHasher {
  private readonly secret: string;
  private saltDay = '';
  private salt: Buffer = Buffer.alloc(0);

  constructor(secret?: string) {
    this.secret = secret ?? randomBytes(32).toString('hex');
  }

  private saltFor(day: string): Buffer {
    if (day !== this.saltDay) {
      this.salt = createHmac('sha256', this.secret).update(`visitor-salt:${day}`).digest();
      this.saltDay = day;
    }
    return this.salt;
  }

  hash(identity: string, now = new Date()): string {
    const day = now.toISOString().slice(0, 10);
    return createHmac('sha256', this.saltFor(day)).update(identity).digest('base64url').slice(0, 32);
  }
}

/** Do-not-track (DNT: 1) or Global Privacy Control (Sec-GPC: 1): record nothing. */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  const dnt = headers['dnt'];
  const gpc = headers['sec-gpc'];
  return (typeof dnt === 'string' && dnt.trim() === '1') || (typeof gpc === 'string' && gpc.trim() === '1');
}
