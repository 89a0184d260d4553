import type { Db } from '../db/database';
import type { SecretBox } from './secret-box';

/**
 * Secrets kept in ordinary columns (the app settings, a DRP business's token), sealed under
 * SECRETS_KEY (issue 32, decision 075): stored as `enc1:<key id>:<sealed>`, so a rotation can tell
 * which values the current key did not seal, and a value written before sealing (no prefix) is
 * still read once and sealed at the next start.
 *
 * The key ring belongs to the database handle it seals for: plugins/secret-box.ts pairs them at
 * start, so the modules that keep a secret need no new parameter, and a handle nobody paired
 * (a script that forgot) fails loudly instead of writing a secret in clear.
 */
const PREFIX = 'enc1:';
const boxes = new WeakMap<Db, SecretBox>();

export function useSecretBox(db: Db, box: SecretBox): void {
  boxes.set(db, box);
  pairTransactions(db, box);
}

/**
 * A transaction's handle is a new object: each one the paired handle opens (nested ones too) is
 * paired with the same key ring, so a secret read inside a transaction (a notice's unsubscribe link
 * signed while its delivery is claimed) opens as it does outside one.
 */
function pairTransactions(db: Db, box: SecretBox): void {
  const open = db.transaction.bind(db);
  const paired: typeof db.transaction = (work, config) =>
    open((tx) => {
      boxes.set(tx as unknown as Db, box);
      pairTransactions(tx as unknown as Db, box);
      return work(tx);
    }, config);
  db.transaction = paired;
}

function boxOf(db: Db): SecretBox {
  const box = boxes.get(db);
  if (!box) throw new Error('No secrets key is set up for this database (plugins/secret-box.ts).');
  return box;
}

/** `plaintext` sealed for the value named `context` (a sealed value opens only under its own name). */
export function sealValue(db: Db, plaintext: string, context: string): string {
  const { sealed, keyId } = boxOf(db).seal(plaintext, context);
  return `${PREFIX}${keyId}:${sealed}`;
}

/** The plaintext of a stored value; one stored before sealing is returned as it is. */
export function openValue(db: Db, stored: string, context: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const rest = stored.slice(PREFIX.length);
  const colon = rest.indexOf(':');
  return boxOf(db).open(rest.slice(colon + 1), rest.slice(0, colon), context);
}

/** Whether a stored value needs sealing again: in clear, or sealed by a key other than the current one. */
export function needsResealing(db: Db, stored: string): boolean {
  return !stored.startsWith(`${PREFIX}${boxOf(db).currentKeyId}:`);
}
