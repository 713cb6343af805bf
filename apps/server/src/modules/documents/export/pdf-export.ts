import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Block, Run } from './document-blocks.ts';
import { breakLongRuns, longestProportionalRun, monoColumns, zeroWidthSpace } from './pdf-line-breaks.ts';

// DejaVu covers Latin, Greek and Cyrillic: PDF's built-in fonts would drop 'Ł' or 'Привет'.
const fontFiles = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;
type FontName = keyof typeof fontFiles;

let fontBytes: Record<FontName, Buffer> | undefined;

/** The font files, read once: every export embeds (a subset of) them. */
function fonts(): Record<FontName, Buffer> {
  if (fontBytes) return fontBytes;
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  fontBytes = {
    regular: read(fontFiles.regular),
    bold: read(fontFiles.bold),
    italic: read(fontFiles.italic),
    boldItalic: read(fontFiles.boldItalic),
    mono: read(fontFiles.mono),
  };
  return fontBytes;
}

const bodySize = 11;
const headingSizes = { 1: 22, 2: 18, 3: 15, 4: 13 } as const;
const listIndent = 18;
const textColor = '#1f1f1f';
const linkColor = '#1a4fd6';
const bulletGlyphs = ['•', '◦', '▪'];

function fontOf(run: Run, bold: boolean): FontName {
  if (run.code) return 'mono';
  const heavy = bold || run.bold;
  if (heavy && run.italic) return 'boldItalic';
  if (heavy) return 'bold';
  return run.italic ? 'italic' : 'regular';
}

interface Layout {
  x: number;
  y: number;
  width: number;
  size: number;
  bold?: boolean;
  color?: string;
}

/** Writes runs as one flowing paragraph; each run keeps its font, link and lines. */
function writeRuns(doc: PDFKit.PDFDocument, runs: Run[], layout: Layout) {
  if (runs.length === 0) {
    doc.font('regular').fontSize(layout.size).text(' ', layout.x, layout.y, { width: layout.width });
    return;
  }
  runs.forEach((run, index) => {
    doc
      .font(fontOf(run, layout.bold ?? false))
      .fontSize(layout.size)
      .fillColor(run.link ? linkColor : (layout.color ?? textColor));
    const text = run.code
      ? breakLongRuns(run.text, monoColumns(doc, layout.width), '\n')
      : breakLongRuns(run.text, longestProportionalRun, zeroWidthSpace);
    // Options carry over from a continued run unless set again: every one is set on every run.
    const options: PDFKit.Mixins.TextOptions = {
      width: layout.width,
      continued: index < runs.length - 1,
      link: run.link ?? null,
      underline: run.underline || run.link !== undefined,
      strike: run.strike,
    };
    if (index === 0) doc.text(text, layout.x, layout.y, options);
    else doc.text(text, options);
  });
}

/** Starts a new page when less than `lines` lines of `size` are left on this one. */
function keepRoom(doc: PDFKit.PDFDocument, size: number, lines = 2) {
  if (doc.y + size * 1.4 * lines > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function writeBlock(doc: PDFKit.PDFDocument, block: Block, left: number, width: number) {
  switch (block.kind) {
    case 'heading': {
      const size = headingSizes[block.level];
      doc.moveDown(0.6);
      keepRoom(doc, size, 3);
      writeRuns(doc, block.runs, { x: left, y: doc.y, width, size, bold: true });
      doc.moveDown(0.3);
      return;
    }
    case 'paragraph':
      keepRoom(doc, bodySize);
      writeRuns(doc, block.runs, { x: left, y: doc.y, width, size: bodySize });
      doc.moveDown(0.5);
      return;
    case 'quote': {
      keepRoom(doc, bodySize);
      const top = doc.y;
      writeRuns(doc, block.runs, {
        x: left + 14,
        y: top,
        width: width - 14,
        size: bodySize,
        color: '#555555',
      });
      doc
        .save()
        .moveTo(left + 3, top)
        .lineTo(left + 3, doc.y)
        .lineWidth(2)
        .strokeColor('#bbbbbb')
        .stroke()
        .restore();
      doc.moveDown(0.5);
      return;
    }
    case 'list-item': {
      keepRoom(doc, bodySize);
      const x = left + listIndent * block.depth;
      const y = doc.y;
      const marker = block.ordered
        ? `${String(block.number)}.`
        : (bulletGlyphs[block.depth % bulletGlyphs.length] ?? '•');
      doc.font('regular').fontSize(bodySize).fillColor(textColor);
      doc.text(marker, x, y, { width: listIndent + 6, lineBreak: false });
      writeRuns(doc, block.runs, {
        x: x + listIndent + 6,
        y,
        width: width - (x - left) - listIndent - 6,
        size: bodySize,
      });
      doc.moveDown(0.25);
      return;
    }
    case 'code': {
      keepRoom(doc, bodySize);
      doc.font('mono').fontSize(9.5).fillColor(textColor);
      const text = breakLongRuns(block.text, monoColumns(doc, width - 12), '\n');
      doc.text(text, left + 12, doc.y, { width: width - 12 });
      doc.moveDown(0.5);
      return;
    }
    case 'rule': {
      doc.moveDown(0.3);
      const y = doc.y;
      doc
        .save()
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.7)
        .strokeColor('#999999')
        .stroke()
        .restore();
      doc.moveDown(0.6);
      return;
    }
  }
}

/** A PDF of the document's blocks with embedded DejaVu fonts: larger headings, bullets and numbers, live links. */
export async function pdfExport(title: string, blocks: Block[]): Promise<Buffer> {
  const bytes = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    info: { Title: title, Producer: 'Penwise' },
    displayTitle: true,
    autoFirstPage: false,
  });
  for (const name of Object.keys(fontFiles) as FontName[]) doc.registerFont(name, bytes[name]);
  doc.addPage();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const block of blocks) writeBlock(doc, block, left, width);
  doc.end();
  return done;
}
