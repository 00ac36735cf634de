/**
 * A real SMTP server on localhost for the delivery tests: collects messages, can be stopped and restarted, and can
 * refuse the site's login (535) or the recipients a test names (550).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = [];
  const refuse: { login: boolean; recipient: (address: string) => boolean } = { login: false, recipient: () => false };
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        allowInsecureAuth: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onAuth(auth, _session, callback) {
          if (refuse.login) return callback(refusal('5.7.8 Authentication credentials invalid', 535));
          callback(null, { user: auth.username });
        },
        onRcptTo(address, _session, callback) {
          if (refuse.recipient(address.address)) return callback(refusal(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`, 550));
          callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream).then((mail) => {
            received.push(mail);
            callback();
          }, callback);
        },
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.server.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** The same server with the site's login in the address, as a hosted mail service is configured. */
    get urlWithLogin() {
      return `smtp://website:secret@127.0.0.1:${port}`;
    },
    received,
    refuse,
    start,
    stop,
  };
}
