import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PdfTemplate } from './template.js';

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 56;
const BRAND = rgb(0.1, 0.28, 0.55);
const INK = rgb(0.13, 0.13, 0.15);

/**
 * The standard PDF fonts speak WinAnsi only: letters with accents are kept where WinAnsi has them, and
 * anything else (another script, an emoji) becomes '?' rather than failing the document.
 */
function printable(text: string, font: PDFFont): string {
  return [...text]
    .map((ch) => {
      for (const candidate of [ch, ch.normalize('NFKD').replace(/\p{M}/gu, '')]) {
        try {
          font.encodeText(candidate);
          return candidate;
        } catch {
          // not in WinAnsi: try the next form
        }
      }
      return '?';
    })
    .join('');
}

/** Splits a line into pieces that fit the width, at spaces where it can. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  lines.push(current);
  return lines;
}

/** Renders a filled template as a PDF: the brand band, the title, then each section, on as many pages as it takes. */
export async function renderPdf(
  doc: PdfTemplate,
  meta: { author: string; created: Date },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(printable(doc.title, regular));
  pdf.setAuthor(meta.author);
  pdf.setCreationDate(meta.created);
  pdf.setModificationDate(meta.created);

  const textWidth = PAGE.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const write = (text: string, font: PDFFont, size: number, gapAfter = 4) => {
    for (const line of wrap(printable(text, font), font, size, textWidth)) {
      if (y - size < MARGIN) newPage();
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color: INK });
      y -= gapAfter;
    }
  };

  page.drawRectangle({ x: 0, y: PAGE.height - 64, width: PAGE.width, height: 64, color: BRAND });
  page.drawText(meta.author, { x: MARGIN, y: PAGE.height - 40, size: 14, font: bold, color: rgb(1, 1, 1) });
  y = PAGE.height - 64 - 36;
  write(doc.title, bold, 20, 14);
  for (const section of doc.sections) {
    y -= 8;
    if (section.heading) write(section.heading, bold, 12, 6);
    for (const line of section.lines) write(line, regular, 10.5, 5);
  }
  return pdf.save();
}
