import { BRAND } from '@cleardocket/domain/brand';
import type { MonthlySummary } from '@cleardocket/domain/monitoring/report';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { printable, wrap } from '../../lib/pdf-text';

/** US Letter, in points. */
const PAGE = { width: 612, height: 792, margin: 56 };
const SIZE = 10;
const LINE = 14;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);
const SEVERITY_COLOURS = { high: rgb(0.75, 0.15, 0.15), medium: rgb(0.85, 0.55, 0.1), low: rgb(0.45, 0.55, 0.65) };

class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
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

  text(text: string, options: { bold?: boolean; size?: number; muted?: boolean; indent?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? SIZE;
    const indent = options.indent ?? 0;
    for (const line of wrap(font, size, printable(font, text), PAGE.width - 2 * PAGE.margin - indent)) {
      this.room(LINE);
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color: options.muted ? MUTED : INK });
      this.y -= Math.max(LINE, size * 1.35);
    }
  }

  heading(text: string) {
    this.room(LINE * 3);
    this.y -= 8;
    this.text(text, { bold: true, size: 13 });
  }

  /** One month's row of the severity chart: a label and a stacked bar of the three severities. */
  bar(label: string, counts: { high: number; medium: number; low: number }, max: number) {
    this.room(LINE);
    const total = counts.high + counts.medium + counts.low;
    this.page.drawText(label, { x: PAGE.margin, y: this.y, size: SIZE, font: this.regular, color: INK });
    const width = PAGE.width - 2 * PAGE.margin - 140;
    let x = PAGE.margin + 60;
    for (const severity of ['high', 'medium', 'low'] as const) {
      const length = max === 0 ? 0 : (counts[severity] / max) * width;
      if (length > 0) {
        this.page.drawRectangle({ x, y: this.y - 2, width: length, height: 10, color: SEVERITY_COLOURS[severity] });
        x += length;
      }
    }
    const figures = `${total} (${counts.high} high, ${counts.medium} medium, ${counts.low} low)`;
    this.page.drawText(figures, { x: x + 6, y: this.y, size: 8, font: this.regular, color: MUTED });
    this.y -= LINE + 2;
  }
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const EVENT_WORDS = { appeared: 'New', disappeared: 'Gone', reappeared: 'Back' } as const;

/** The monthly report as a PDF: the figures and lists of the summary, nothing else. */
export async function renderMonthlyReport(summary: MonthlySummary, memberName: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${BRAND.name} monthly report, ${monthName(summary.month)}`);
  doc.setCreator(BRAND.name);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);

  w.text(`${BRAND.name} monthly report`, { bold: true, size: 18 });
  w.text(`${monthName(summary.month)} — for ${memberName}`, { muted: true });

  w.heading('What changed since last month');
  const { changes } = summary;
  const row = (label: string, figure: { now: number; before: number }) =>
    w.text(`${label}: ${figure.now} (last month ${figure.before})`);
  row('New findings', changes.newFindings);
  row('Listings gone from the search results', changes.gone);
  row('Removal requests opened', changes.requestsOpened);
  row('Listings removed', changes.removed);
  row('Listings found again after removal', changes.relisted);

  w.heading('Findings by severity over time');
  const max = Math.max(0, ...summary.findingsBySeverity.map((m) => m.high + m.medium + m.low));
  for (const month of summary.findingsBySeverity) w.bar(month.month, month, max);

  w.heading('Requests by verdict');
  if (summary.requestsByVerdict.length === 0) w.text('No removal requests yet.', { muted: true });
  for (const verdict of summary.requestsByVerdict) w.text(`${verdict.label}: ${verdict.count}`);

  w.heading('Each site');
  if (summary.sites.length === 0) w.text('No sites have a removal request yet.', { muted: true });
  for (const site of summary.sites) {
    w.text(`${site.site} — ${site.status} (${site.reference})`, { bold: true });
    w.text(site.url, { muted: true, indent: 12 });
    w.text(site.evidence ?? 'Not checked yet.', { indent: 12 });
  }

  w.heading(`This month's findings (${summary.events.length})`);
  if (summary.events.length === 0) w.text('Nothing new was found this month.', { muted: true });
  for (const event of summary.events) {
    w.text(`${event.at.slice(0, 10)}  ${EVENT_WORDS[event.kind]}, ${event.severity}: ${event.title}`);
    w.text(event.url, { muted: true, indent: 12 });
  }
  return Buffer.from(await doc.save());
}
