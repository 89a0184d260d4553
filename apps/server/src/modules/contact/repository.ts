import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema/contact';

export async function insertContactMessage(
  db: Db,
  message: { name: string; email: string; topic: string; message: string },
): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row.id;
}
