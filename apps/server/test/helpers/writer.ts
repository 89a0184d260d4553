// A child process for the durability test: commits rows one by one and prints each id once its
// transaction has committed, then opens a transaction it never finishes.
import { errorReports } from '../../src/db/schema/platform';
import { openDatabase } from '../../src/db/open';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: writer.ts DATA_DIR');
const database = await openDatabase({ dataDir, databaseUrl: undefined });
for (let i = 0; i < 40; i += 1) {
  const [row] = await database.db
    .insert(errorReports)
    .values({ message: `committed ${i}`, category: 'unknown', severity: 'low' })
    .returning({ id: errorReports.id });
  process.stdout.write(`committed ${row?.id}\n`);
}
await database.db.transaction(async (tx) => {
  await tx.insert(errorReports).values({ message: 'never committed', category: 'unknown', severity: 'low' });
  process.stdout.write('in-transaction\n');
  await new Promise(() => undefined);
});
