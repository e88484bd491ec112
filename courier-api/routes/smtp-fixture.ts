// A real SMTP server on loopback for the mail tests: nodemailer talks to it
// exactly as it would to a provider, and the tests read what arrived.
import { SMTPServer } from 'smtp-server';
import { smtpTransport, type MailSettings } from '../services/mail';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body. */
  text: string;
}

export interface SmtpFixture {
  settings: MailSettings;
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

/** Decodes the body of a single-part message as nodemailer writes plain text. */
function decodeBody(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4).replace(/\r\n\.\r\n$/, '');
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    text = decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return { subject: header(head, 'Subject'), text: text.replace(/\r\n/g, '\n') };
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
        const { subject, text } = decodeBody(Buffer.concat(chunks).toString('utf8'));
        fixture.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  fixture.settings = { transport: smtpTransport(`smtp://127.0.0.1:${port}`, from), siteUrl: 'https://portal.example.test' };
  fixture.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fixture;
}
