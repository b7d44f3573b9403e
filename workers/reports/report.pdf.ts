import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { lineHeight, loadFonts } from './report.fonts';
import { CONTENT_WIDTH, QUESTION_GAP, layoutReport, pieceHeight, piecesHeight, type Piece } from './report.layout';
import type { ReportModel } from './report.types';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN_X = (PAGE.width - CONTENT_WIDTH) / 2;
const MARGIN_Y = 48;
const BOTTOM = PAGE.height - MARGIN_Y;
const PAGE_BODY = BOTTOM - MARGIN_Y;

/** Draws pieces down the page, starting a new page when the next piece does not fit. */
class PageWriter {
  y = MARGIN_Y;

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  get atTop(): boolean {
    return this.y === MARGIN_Y;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN_Y;
  }

  /** Starts a new page unless `height` fits below the cursor (or nothing would be gained). */
  ensureRoom(height: number): void {
    if (!this.atTop && this.y + height > BOTTOM) this.newPage();
  }

  /** Draws a piece, first moving to a new page if it (and a piece it must stay with) would not fit. */
  draw(piece: Piece, next?: Piece): void {
    const keep = piece.kind === 'text' && piece.keepWithNext && next ? pieceHeight(next) : 0;
    this.ensureRoom(Math.min(pieceHeight(piece) + keep, PAGE_BODY));
    if (!this.atTop) this.y += piece.gapBefore;
    if (piece.kind === 'text') {
      this.doc
        .font(piece.style.bold ? 'bold' : 'regular')
        .fontSize(piece.style.size)
        .fillColor(piece.color);
      for (const line of piece.lines) {
        this.doc.text(line, MARGIN_X + piece.indent, this.y, { lineBreak: false });
        this.y += lineHeight(piece.style);
      }
    } else if (piece.kind === 'chart') {
      // A chart taller than a whole page (never seen with ≤ ~10 options) is scaled down to fit.
      const scale = Math.min(1, PAGE_BODY / piece.chart.height);
      SVGtoPDF(this.doc, piece.chart.svg, MARGIN_X, this.y, {
        width: piece.chart.width * scale,
        height: piece.chart.height * scale,
        assumePt: true,
        fontCallback: (_family: string, bold: boolean) => (bold ? 'bold' : 'regular'),
        warningCallback: (message: string) => {
          throw new Error(`svg-to-pdfkit: ${message}`);
        },
      });
      this.y += piece.chart.height * scale;
    } else {
      this.doc
        .moveTo(MARGIN_X, this.y)
        .lineTo(MARGIN_X + CONTENT_WIDTH, this.y)
        .lineWidth(0.75)
        .strokeColor(piece.color)
        .stroke();
      this.y += 1;
    }
  }
}

/** The report as an A4 PDF; a question moves to the next page rather than being split, when it fits on one. */
export async function renderReportPdf(model: ReportModel): Promise<Buffer> {
  const layout = await layoutReport(model);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN_Y,
    bufferPages: true,
    lang: model.language,
    displayTitle: true,
    // A fixed date (the survey's own) keeps the bytes, and the file ID derived from them, reproducible.
    info: { Title: model.title, Subject: model.surveyId, CreationDate: new Date(model.completedAt ?? 0) },
  });
  // pdfkit takes a parsed fontkit font as well as a file: handing it the already-parsed faces
  // spares a 10 MB read and parse per face and document (@types/pdfkit only knows files and buffers).
  const fonts = loadFonts();
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const page = new PageWriter(doc);
  for (const piece of layout.header) page.draw(piece);
  for (const pieces of layout.questions) {
    page.y += QUESTION_GAP;
    // A question that fits on a page is never split; a longer one flows on from where it is.
    const height = piecesHeight(pieces);
    if (height <= PAGE_BODY) page.ensureRoom(height);
    pieces.forEach((piece, i) => page.draw(piece, pieces[i + 1]));
  }
  addPageNumbers(doc);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

function addPageNumbers(doc: PDFKit.PDFDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const label = `${i + 1} / ${count}`;
    doc.font('regular').fontSize(8).fillColor('#888888');
    // Centred by hand: a `width` option would hand the text to pdfkit's wrapper, which adds a
    // page when asked to write below the bottom margin.
    doc.text(label, (PAGE.width - doc.widthOfString(label)) / 2, PAGE.height - MARGIN_Y / 2 - 4, { lineBreak: false });
  }
}
