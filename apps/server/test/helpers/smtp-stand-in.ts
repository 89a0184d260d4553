import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../src/db/database';
import { createSmtpTransport } from '../../src/providers/messaging/transports';

/** The transactions open on the app's database at any moment, and the sends a stand-in took meanwhile. */
export type TransactionWatch = { readonly open: number; readonly sentInside: number; noteSend(): void };

/**
 * Counts the transactions open on the app's database (decisions 103 and 133: nothing is sent to a
 * mail server or an SMS provider inside one). The handle itself is wrapped, not copied: its
 * secrets key (an unsubscribe link) belongs to it.
 */
export function watchTransactions(db: Db): TransactionWatch {
  let open = 0;
  let sentInside = 0;
  const begin = db.transaction.bind(db);
  const watched: Db['transaction'] = (work, config) =>
    begin(async (tx) => {
      open += 1;
      try {
        return await work(tx);
      } finally {
        open -= 1;
      }
    }, config);
  db.transaction = watched;
  return {
    get open() {
      return open;
    },
    get sentInside() {
      return sentInside;
    },
    noteSend() {
      if (open > 0) sentInside += 1;
    },
  };
}

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
