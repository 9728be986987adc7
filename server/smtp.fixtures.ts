/**
 * A local SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, shared by the tests
 * of the outbox worker and of the e-mails routes enqueue.
 */
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the test SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    // Plain SMTP on loopback: without this nodemailer would try STARTTLS with a self-signed cert.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            done();
            callback();
          },
        }),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no SMTP port');
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
