/**
 * A local SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives and counts the
 * connections open at once, shared by the tests of the outbox worker, of the e-mails routes
 * enqueue and of the mail pool (hostile.test.ts), and by the load bench (scripts/bench/load.ts).
 */
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the test SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** When the message was accepted (Date.now()). */
  receivedAt: number;
}

/** How the test SMTP server behaves. */
export interface SmtpServerOptions {
  /**
   * Refuse every recipient with a 550 that quotes the address, as real servers do (`<a@b>:
   * Recipient address rejected`): what the outbox stores and logs of a delivery error is then
   * tested against an address in the error text.
   */
  rejectRecipients?: boolean;
}

/** A local SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpServer(port = 0, options: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  let open = 0;
  let mostOpen = 0;
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    // Plain SMTP on loopback: without this nodemailer would try STARTTLS with a self-signed cert.
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Generous: the outbox opens SMTP_MAX_CONNECTIONS at once, and the tests count them.
    maxClients: 50,
    onConnect(_session, callback) {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipients !== true) {
        callback();
        return;
      }
      const error = new Error(`<${address.address}>: Recipient address rejected`);
      callback(Object.assign(error, { responseCode: 550 }));
    },
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
              receivedAt: Date.now(),
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
    /** The most connections that were open at once. */
    mostOpen: () => mostOpen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
