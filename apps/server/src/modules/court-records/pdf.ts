import { BRAND } from '@cleardocket/domain/brand';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { printable, wrap as wrapWords } from '../../lib/pdf-text';
import { utcDay } from '@cleardocket/domain/dates';

/** What the petition packet prints (issue 15 Deliver 3). */
export type PetitionPacket = {
  generatedAt: Date;
  member: { name: string; email: string; phone: string | null };
  case: { caseNumber: string; caption: string; court: string; state: string; caseType: string };
  eligibility: {
    likelihood: string;
    remedy: string;
    waitingPeriodEnds: string | null;
    automatic: string;
    reasons: string[];
    statutes: { citation: string; title: string; url: string; lastChecked: string }[];
    notLegalAdvice: string;
  } | null;
  facts: [string, string][];
  appearances: { url: string; title: string; site: string; firstSeen: string; status: string }[];
  formFields: [string, string][];
};

const PAGE = { width: 612, height: 792, margin: 50 };
const SIZE = 10;
const LINE = 13.5;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.8, 0.8, 0.84);

/** Printable lines, never none (an empty field still takes its line). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines = wrapWords(font, size, printable(font, text), width);
  return lines.length ? lines : [''];
}

class Writer {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private room(points: number) {
    if (this.y - points < PAGE.margin) this.newPage();
  }

  text(value: string, options: { bold?: boolean; size?: number; color?: typeof INK; indent?: number } = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? SIZE;
    const x = PAGE.margin + (options.indent ?? 0);
    for (const line of wrap(font, size, value, PAGE.width - PAGE.margin - x)) {
      this.room(LINE);
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
      this.y -= Math.max(LINE, size * 1.35);
    }
  }

  heading(value: string) {
    this.room(LINE * 4);
    this.y -= 8;
    this.text(value, { bold: true, size: 13 });
    this.y -= 2;
  }

  /** Two columns: a label and its value, a rule under each row. */
  table(rows: [string, string][]) {
    const labelWidth = 190;
    const valueX = PAGE.margin + labelWidth;
    for (const [label, value] of rows) {
      const labelLines = wrap(this.fonts.bold, SIZE, label, labelWidth - 10);
      const valueLines = wrap(
        this.fonts.regular,
        SIZE,
        value || '(to be completed)',
        PAGE.width - PAGE.margin - valueX,
      );
      const height = Math.max(labelLines.length, valueLines.length) * LINE + 4;
      this.room(height);
      labelLines.forEach((line, index) =>
        this.page.drawText(line, {
          x: PAGE.margin,
          y: this.y - index * LINE,
          size: SIZE,
          font: this.fonts.bold,
          color: INK,
        }),
      );
      valueLines.forEach((line, index) =>
        this.page.drawText(line, {
          x: valueX,
          y: this.y - index * LINE,
          size: SIZE,
          font: this.fonts.regular,
          color: value ? INK : MUTED,
        }),
      );
      this.y -= height;
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y + LINE - 4 },
        end: { x: PAGE.width - PAGE.margin, y: this.y + LINE - 4 },
        thickness: 0.5,
        color: RULE,
      });
    }
  }
}

/**
 * The petition packet an attorney starts from: the case facts, the eligibility reasoning with the
 * statutes, the pages where the case appears online, and the petition's usual fields prefilled as
 * a table. No state form is bundled (none can be fetched here): the fields are to be copied into
 * the court's own form.
 */
export async function renderPetitionPacket(input: PetitionPacket): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`Petition packet: ${input.case.caption} (${input.case.caseNumber})`);
  doc.setAuthor(BRAND.legalName);
  doc.setCreator(BRAND.name);
  doc.setProducer(BRAND.name);
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);

  const out = new Writer(doc, { regular, bold });
  out.text('Petition packet', { bold: true, size: 18 });
  out.text(`${input.case.caption}, case number ${input.case.caseNumber}`, { size: 12 });
  out.text(`Prepared by ${BRAND.name} on ${utcDay(input.generatedAt)} for an attorney's review.`, {
    color: MUTED,
  });

  out.heading('1. The person');
  out.table([
    ['Name', input.member.name],
    ['Email', input.member.email],
    ['Phone', input.member.phone ?? ''],
  ]);

  out.heading('2. Case facts');
  out.table([
    ['Case number', input.case.caseNumber],
    ['Caption', input.case.caption],
    ['Court', input.case.court],
    ['State', input.case.state],
    ['Case type', input.case.caseType],
    ...input.facts,
  ]);

  out.heading('3. Eligibility reasoning');
  if (!input.eligibility) {
    out.text('No eligibility check was run for this case yet.', { color: MUTED });
  } else {
    const e = input.eligibility;
    out.table([
      ['Likelihood', e.likelihood],
      ['Remedy', e.remedy.replace(/_/g, ' ')],
      ['Waiting period ends', e.waitingPeriodEnds ?? 'No wait left'],
      ['Automatic sealing', e.automatic],
    ]);
    out.text('Reasons:', { bold: true });
    for (const reason of e.reasons) out.text(`- ${reason}`, { indent: 10 });
    out.text('Statutes:', { bold: true });
    if (e.statutes.length === 0) out.text('- None cited.', { indent: 10 });
    for (const statute of e.statutes) {
      out.text(`- ${statute.citation}: ${statute.title} (${statute.url}; last checked ${statute.lastChecked})`, {
        indent: 10,
      });
    }
    out.text(e.notLegalAdvice, { color: MUTED });
  }

  out.heading('4. Where the case appears online');
  if (input.appearances.length === 0) out.text('No page linked to this case yet.', { color: MUTED });
  for (const page of input.appearances) {
    out.text(`${page.site}: ${page.title}`, { bold: true });
    out.text(`${page.url} (first seen ${page.firstSeen}; ${page.status})`, { indent: 10 });
  }

  out.heading(`5. Petition fields (${input.case.state})`);
  out.text(
    'The fields a petition to seal or expunge usually asks for, filled in from the facts above. The court’s own form is not included: copy these into the form the court publishes.',
    { color: MUTED },
  );
  out.table(input.formFields);

  return Buffer.from(await doc.save());
}
