// A real SMTP server on 127.0.0.1 that keeps what it receives, for the tests of mail delivery (no TLS, no sign-in).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { from: string; to: string[]; subject: string; raw: string };

/** Listens on `port` (0: a free one); `received` fills as mail arrives. */
export async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1] ?? '',
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    server,
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Decodes MIME encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), joining adjacent ones. */
const decodeWords = (s: string) =>
  s.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );

/** A received mail's subject (its folded header lines unfolded) and its plain-text body, decoded. */
export function readMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = decodeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '');
  // The text part: its headers, a blank line, then its body up to the next boundary (or the whole body of a single part).
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n[\s\S]*?(?=\r?\n--|$)/i.exec(raw)?.[0];
  const [partHead = head, ...partBody] = part ? part.split(/\r?\n\r?\n/) : [head, ...rest];
  const body = partBody.join('\n\n');
  // A single-part mail has its encoding among the mail's own headers.
  const encoding = (/Content-Transfer-Encoding: (\S+)/i.exec(partHead) ??
    /Content-Transfer-Encoding: (\S+)/i.exec(head))?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n').trim() };
}
