import { BRAND } from '@cleardocket/domain/brand';
import type { AgreementSection } from '@cleardocket/domain/agreement/agreement';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
// A name in another script prints as `?` (the standard fonts are WinAnsi only); the exact name is
// kept in the stored row and the email.
import { printable, wrap } from '../../lib/pdf-text';
import { utcStamp } from './stamp';

export type SignedAgreementPdf = {
  signatureId: string;
  title: string;
  version: string;
  sections: AgreementSection[];
  /** SHA-256 (hex) of the exact text signed. */
  textSha256: string;
  typedName: string;
  consents: string[];
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

/** US Letter, in points. */
const PAGE = { width: 612, height: 792, margin: 56 };
const BODY_SIZE = 10.5;
const LINE = 14;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

/** Writes lines top to bottom, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(private readonly doc: PDFDocument) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    return this.page;
  }

  gap(points: number) {
    this.y -= points;
  }

  paragraph(font: PDFFont, text: string, size = BODY_SIZE, color = INK) {
    for (const line of wrap(font, size, printable(font, text), PAGE.width - 2 * PAGE.margin)) {
      if (this.y < PAGE.margin + LINE) this.newPage();
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color });
      this.y -= Math.max(LINE, size * 1.35);
    }
  }

  /** Keeps a block of about `points` together on one page. */
  keep(points: number) {
    if (this.y - points < PAGE.margin) this.newPage();
  }
}

/**
 * The signed agreement as a PDF (pdf-lib): the full text, then the signature block (typed name,
 * date and time in UTC, IP address, the boxes ticked) and the SHA-256 of the exact text. The hash
 * and the version are also in the document's metadata (Subject, Keywords) so a program can read
 * them back.
 */
export async function renderSignedAgreement(input: SignedAgreementPdf): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);

  doc.setTitle(`${input.title} (version ${input.version})`);
  doc.setSubject(`SHA-256 of the agreement text: ${input.textSha256}`);
  doc.setKeywords([`version:${input.version}`, `sha256:${input.textSha256}`, `signature:${input.signatureId}`]);
  doc.setAuthor(BRAND.legalName);
  doc.setCreator(BRAND.name);
  doc.setProducer(BRAND.name);
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.signedAt);

  const out = new Writer(doc);
  out.paragraph(bold, input.title, 18);
  out.paragraph(regular, `Version ${input.version}`, BODY_SIZE, MUTED);
  out.gap(10);
  input.sections.forEach((section, index) => {
    out.keep(LINE * 4);
    out.paragraph(bold, `${index + 1}. ${section.heading}`, 12.5);
    out.gap(3);
    for (const paragraph of section.paragraphs) {
      out.paragraph(regular, paragraph);
      out.gap(6);
    }
    out.gap(4);
  });

  out.keep(LINE * (9 + input.consents.length));
  out.gap(6);
  out.paragraph(bold, 'Signature', 12.5);
  out.gap(3);
  out.paragraph(regular, `Signed by typing the full name: ${input.typedName}`);
  out.paragraph(regular, `Date and time (UTC): ${utcStamp(input.signedAt)}`);
  out.paragraph(regular, `IP address: ${input.ipAddress ?? 'not recorded'}`);
  if (input.userAgent) out.paragraph(regular, `Browser: ${input.userAgent.slice(0, 300)}`, 9, MUTED);
  out.paragraph(regular, 'Boxes ticked:');
  for (const consent of input.consents) out.paragraph(regular, `[x] ${consent}`);
  out.paragraph(regular, `Signature reference: ${input.signatureId}`, 9, MUTED);
  out.gap(6);
  out.paragraph(bold, 'SHA-256 of the exact agreement text (UTF-8):', BODY_SIZE);
  out.paragraph(mono, input.textSha256, 9);

  return Buffer.from(await doc.save());
}
