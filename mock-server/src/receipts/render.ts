import PDFDocument from 'pdfkit';
import type { ReceiptContent } from './documents';
import { FONT_NAMES, fontBuffer, fontRuns, type FontWeight } from './fonts';
import { useRevision6 } from './pdf-encryption';

const MARGIN = 50;
const COLOR = { ink: '#1f2933', muted: '#52606d', accent: '#b42318', rule: '#9aa5b1' };

/** Column widths of the table (date, giving number, items, amount) on an A4 page less margins. */
const COLUMNS = [78, 72, 240, 105] as const;

type Doc = PDFKit.PDFDocument;

const setFont = (doc: Doc, weight: FontWeight, size: number, color = COLOR.ink): Doc =>
  doc.font(weight).fontSize(size).fillColor(color);

/** One paragraph, each character in a font that draws it (`fontRuns`). */
const write = (
  doc: Doc,
  weight: FontWeight,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions,
): Doc => {
  const runs = fontRuns(text, weight);
  runs.forEach((run, index) => {
    const continued = index < runs.length - 1;
    doc.font(run.font);
    if (index === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
  });
  return doc.font(weight);
};

const bottom = (doc: Doc): number => doc.page.height - MARGIN;
const contentWidth = (doc: Doc): number => doc.page.width - MARGIN * 2;

const drawMarker = (doc: Doc, marker: string): void => {
  const { x, y } = doc;
  setFont(doc, 'bold', 14, COLOR.accent);
  const width = doc.widthOfString(marker) + 16;
  const left = doc.page.width - MARGIN - width;
  // Inside the top margin, so it never covers a table head that starts a page.
  doc
    .lineWidth(1.5)
    .roundedRect(left, MARGIN - 32, width, 26, 4)
    .stroke(COLOR.accent);
  doc.text(marker, left, MARGIN - 28, { width, align: 'center', lineBreak: false });
  doc.x = x;
  doc.y = y;
};

const drawHeading = (doc: Doc, content: ReceiptContent): void => {
  const width = contentWidth(doc);
  setFont(doc, 'bold', 20);
  write(doc, 'bold', content.churchName, MARGIN, MARGIN + 10, { width, align: 'center' });
  doc.moveDown(0.3);
  setFont(doc, 'bold', 16);
  write(doc, 'bold', content.heading, MARGIN, doc.y, { width, align: 'center' });
  doc.moveDown(1);
};

/** The gap between the widest label and the values, so a label never runs into its value. */
const LABEL_GAP = 12;

const drawFields = (doc: Doc, fields: ReceiptContent['fields']): void => {
  setFont(doc, 'regular', 11, COLOR.muted);
  const labelWidth = Math.max(...fields.map(([label]) => doc.widthOfString(label))) + LABEL_GAP;
  for (const [label, value] of fields) {
    const y = doc.y;
    setFont(doc, 'regular', 11, COLOR.muted);
    write(doc, 'regular', label, MARGIN, y, { width: labelWidth, lineBreak: false });
    setFont(doc, 'regular', 11);
    write(doc, 'regular', value, MARGIN + labelWidth, y, {
      width: contentWidth(doc) - labelWidth,
    });
    doc.moveDown(0.35);
  }
  doc.moveDown(0.6);
};

const cellX = (column: number): number =>
  MARGIN + COLUMNS.slice(0, column).reduce((sum, width) => sum + width, 0);

const drawRow = (doc: Doc, cells: readonly string[], weight: FontWeight): void => {
  setFont(doc, weight, 10.5);
  const height = Math.max(
    ...cells.map((cell, column) => doc.heightOfString(cell, { width: (COLUMNS[column] ?? 0) - 8 })),
  );
  if (doc.y + height + 8 > bottom(doc)) doc.addPage();
  const y = doc.y + 4;
  cells.forEach((cell, column) => {
    write(doc, weight, cell, cellX(column) + 4, y, {
      width: (COLUMNS[column] ?? 0) - 8,
      align: column === cells.length - 1 ? 'right' : 'left',
    });
  });
  doc.y = y + height + 4;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .lineWidth(weight === 'bold' ? 1 : 0.5)
    .stroke(COLOR.rule);
};

const drawTable = (doc: Doc, table: ReceiptContent['table']): void => {
  drawRow(doc, table.head, 'bold');
  for (const row of table.rows) {
    // A row that starts a new page repeats the head above it.
    if (doc.y + 30 > bottom(doc)) {
      doc.addPage();
      drawRow(doc, table.head, 'bold');
    }
    drawRow(doc, row, 'regular');
  }
  doc.moveDown(0.8);
};

const drawTotal = (doc: Doc, total: ReceiptContent['total']): void => {
  if (doc.y + 60 > bottom(doc)) doc.addPage();
  const width = contentWidth(doc);
  setFont(doc, 'bold', 13);
  write(doc, 'bold', `${total.label}  ${total.figure}`, MARGIN, doc.y, { width, align: 'right' });
  setFont(doc, 'regular', 11);
  write(doc, 'regular', total.words, MARGIN, doc.y + 2, { width, align: 'right' });
  doc.moveDown(1.2);
};

const drawLines = (doc: Doc, lines: string[], size: number, color: string): void => {
  setFont(doc, 'regular', size, color);
  for (const line of lines) {
    const height = doc.heightOfString(line, { width: contentWidth(doc) });
    if (doc.y + height > bottom(doc)) doc.addPage();
    write(doc, 'regular', line, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.25);
  }
  doc.moveDown(0.6);
};

/** A4, encrypted (`pdf-encryption.ts`): printing and copying allowed, changes need the owner. */
export const renderReceiptPdf = (
  content: ReceiptContent,
  protection: Parameters<typeof useRevision6>[1],
  createdAt: Date,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      pdfVersion: '1.7ext3',
      userPassword: protection.userPassword,
      ownerPassword: protection.ownerPassword,
      permissions: { printing: 'highResolution', copying: true, contentAccessibility: true },
      lang: 'zh-TW',
      displayTitle: true,
      info: {
        Title: content.documentTitle,
        Author: content.churchName,
        CreationDate: createdAt,
      },
    });
    useRevision6(doc, protection);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    for (const name of FONT_NAMES) doc.registerFont(name, fontBuffer(name));
    const { marker } = content;
    if (marker) {
      drawMarker(doc, marker);
      doc.on('pageAdded', () => drawMarker(doc, marker));
    }
    drawHeading(doc, content);
    drawFields(doc, content.fields);
    drawTable(doc, content.table);
    drawTotal(doc, content.total);
    drawLines(doc, content.notes, 9.5, COLOR.muted);
    drawLines(doc, content.footer, 9, COLOR.muted);
    doc.end();
  });
