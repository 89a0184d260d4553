import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpTransport } from '../../src/providers/messaging/transports';
import type { TransactionWatch } from './transaction-watch';

/**
 * A loopback SMTP server in the place of a mail server: it keeps each message's data, tells the
 * watch of each send, answers 451 while `refuse` is set and holds its answer while `hold` waits.
 */
export async function startSmtpStandIn(watch: TransactionWatch) {
  const state = { mails: [] as string[], refuse: false, hold: null as Promise<void> | null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      watch.noteSend();
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (state.refuse) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        void (state.hold ?? Promise.resolve()).then(() => {
          state.mails.push(data);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    transport: () => createSmtpTransport(url, 'no-reply@example.com'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
