import { createServer, type Server } from 'node:net';
import { createRepositories, type TafsirDatabase } from '@tafsir/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureTargets } from '../../../../../test/fixture.js';
import { buildApp, type ApiInstance } from '../../app.js';

/** The smallest SMTP server nodemailer talks to (no TLS, no auth): collects the DATA of each mail. */
function smtpSink(): Promise<{ server: Server; port: number; mails: string[] }> {
  const mails: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port, mails }),
    ),
  );
}

const sqlite = fixtureTargets()[0]!;

describe('messages mailed over SMTP when configured (SQLite)', () => {
  let database: TafsirDatabase;
  let app: ApiInstance;
  let sink: Awaited<ReturnType<typeof smtpSink>>;

  beforeAll(async () => {
    sink = await smtpSink();
    database = await sqlite.scratch();
    app = await buildApp({
      repositories: createRepositories(database.db),
      config: {
        rateLimitMax: 0,
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        messagesTo: 'team@example.org',
        messagesFrom: 'site@example.org',
      },
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    sink?.server.close();
  });

  it('stores the message, then mails a copy and marks it mailed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/messages/contact',
      payload: { name: 'Aisha', email: 'aisha@example.org', subject: 'Mailed?', message: 'Salam <b>' },
    });
    expect(res.statusCode).toBe(200);
    const repo = createRepositories(database.db).messages;
    for (let i = 0; i < 100 && !(await repo.list())[0]?.mailed_at; i++)
      await new Promise((r) => setTimeout(r, 50));
    const [stored] = await repo.list();
    expect(stored?.mailed_at).not.toBeNull();
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0]).toContain('Subject: [Tafsir Compendium] Contact: Mailed?');
    expect(sink.mails[0]).toContain('Reply-To: aisha@example.org');
    expect(sink.mails[0]).toContain('message: Salam <b>');
  });
});
