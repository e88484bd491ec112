// A real SMTP server on loopback for the mail tests: nodemailer talks to it
// exactly as it would to a provider, and the tests read what arrived.
import { SMTPServer } from 'smtp-server';
import { smtpTransport, type MailSettings } from '../services/mail';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body (of a multipart message: its text/plain part). */
  text: string;
  /** A multipart message's decoded text/html part, if any. */
  html?: string;
}

export interface SmtpFixture {
  settings: MailSettings;
  /** smtp://127.0.0.1:port, for a server started with SMTP_URL (e2e). */
  url: string;
  received: ReceivedMail[];
  /** While true, the server refuses every recipient (a delivery failure). */
  refuse: boolean;
  close(): Promise<void>;
}

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const m = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return m ? m[1]!.trim() : '';
}

/** Encoded words in a header (RFC 2047), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

function decodePart(head: string, body: string): string {
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    text = decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return text.replace(/\r\n/g, '\n');
}

/** Decodes a message as nodemailer writes it: plain text, or multipart/alternative (text and HTML). */
function decodeBody(raw: string): { subject: string; text: string; html?: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4).replace(/\r\n\.\r\n$/, '');
  const subject = decodeWords(header(head, 'Subject'));
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  if (!boundary) return { subject, text: decodePart(head, body) };
  const parts = body.split(`--${boundary}`).slice(1, -1).map((p) => {
    const at = p.indexOf('\r\n\r\n');
    return { head: p.slice(0, at), body: p.slice(at + 4).replace(/\r\n$/, '') };
  });
  const of = (type: string) => parts.find((p) => header(p.head, 'Content-Type').toLowerCase().startsWith(type));
  const text = of('text/plain');
  const html = of('text/html');
  return { subject, text: text ? decodePart(text.head, text.body) : '', html: html ? decodePart(html.head, html.body) : undefined };
}

export async function startSmtp(from = 'Saqr Express <no-reply@saqrexpress.ae>'): Promise<SmtpFixture> {
  const fixture = { received: [] as ReceivedMail[], refuse: false } as SmtpFixture;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no TLS certificate to trust in a test.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (fixture.refuse) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { subject, text, html } = decodeBody(Buffer.concat(chunks).toString('utf8'));
        fixture.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          text,
          html,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  fixture.url = `smtp://127.0.0.1:${port}`;
  fixture.settings = { transport: smtpTransport(fixture.url, from), siteUrl: 'https://portal.example.test' };
  fixture.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fixture;
}
