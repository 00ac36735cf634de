/** A real SMTP server on localhost for the delivery tests: collects messages, can be stopped and restarted. */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
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
    received,
    start,
    stop,
  };
}
