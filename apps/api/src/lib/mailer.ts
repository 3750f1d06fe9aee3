import type { StoredMessage } from '@tafsir/db';

/**
 * Optional mailing of received messages over SMTP (SMTP_URL, MESSAGES_TO, MESSAGES_FROM). Messages are
 * always stored first; a mail is a copy for convenience, sent after the answer, and a failure only
 * leaves `mailed_at` null (`npm run messages` still lists the message).
 */
export interface Mailer {
  send(message: StoredMessage): Promise<void>;
}

const SUBJECTS: Record<StoredMessage['kind'], string> = {
  contact: 'Contact',
  note: 'Note on a text',
  bug: 'Bug report',
};

export function mailText(message: StoredMessage): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(message)) {
    if (value === null || key === 'id' || key === 'mailed_at' || key === 'request_id') continue;
    lines.push(`${key}: ${String(value)}`);
  }
  return lines.join('\n');
}

export async function createMailer(options: {
  smtpUrl: string | undefined;
  to: string | undefined;
  from: string | undefined;
}): Promise<Mailer | undefined> {
  if (!options.smtpUrl || !options.to) return undefined;
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      const subject = message.subject ? `: ${message.subject.slice(0, 120)}` : '';
      await transport.sendMail({
        to: options.to,
        from: options.from ?? options.to,
        ...(message.email ? { replyTo: message.email } : {}),
        subject: `[Tafsir Compendium] ${SUBJECTS[message.kind]}${subject}`,
        text: mailText(message),
      });
    },
  };
}
