import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { agreementSignatures } from '../../db/schema/agreement';
import { users } from '../../db/schema/identity';

export type SignatureRow = typeof agreementSignatures.$inferSelect;
type NewSignature = typeof agreementSignatures.$inferInsert;

/** The name a signature must match, and where the signed copy is emailed. */
export async function findSigner(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The member's newest signature, of any version. */
export async function latestSignature(db: Db, userId: string): Promise<SignatureRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.userId, userId))
    .orderBy(desc(agreementSignatures.signedAt))
    .limit(1);
  return row;
}

/** Whether the member signed exactly this text (its version and its SHA-256). */
export async function hasSigned(db: Db, userId: string, version: string, textSha256: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agreementSignatures.id })
    .from(agreementSignatures)
    .where(
      and(
        eq(agreementSignatures.userId, userId),
        eq(agreementSignatures.version, version),
        eq(agreementSignatures.textSha256, textSha256),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSignature(db: Db, values: NewSignature): Promise<SignatureRow> {
  const [row] = await db.insert(agreementSignatures).values(values).returning();
  if (!row) throw new Error('The signature was not stored');
  return row;
}

/** One of the member's own signatures (another member's is not found). */
export async function findSignature(db: Db, userId: string, id: string): Promise<SignatureRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(and(eq(agreementSignatures.id, id), eq(agreementSignatures.userId, userId)));
  return row;
}

export async function pdfBlobsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ sha256: agreementSignatures.pdfSha256 })
    .from(agreementSignatures)
    .where(eq(agreementSignatures.userId, userId));
  return rows.map((row) => row.sha256);
}

export async function referencedPdfBlobs(db: Db, hashes: string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .selectDistinct({ sha256: agreementSignatures.pdfSha256 })
    .from(agreementSignatures)
    .where(inArray(agreementSignatures.pdfSha256, hashes));
  return rows.map((row) => row.sha256);
}
