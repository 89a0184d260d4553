import type { Db } from '../../src/db/database';

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
