import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ILevelsOptions,
  type IRunOptions,
  type NumberingDefinition,
  type ParagraphChild,
} from 'docx';
import { maxListDepth, type Block, type Run } from './document-blocks.ts';

const headingOf = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
} as const;

const bulletGlyphs = ['•', '◦', '▪'];
const levels = Array.from({ length: maxListDepth + 1 }, (_, level) => level);
const indentOf = (level: number) => ({ left: 720 * (level + 1), hanging: 360 });

const bullets: NumberingDefinition = {
  reference: 'bullets',
  levels: levels.map((level): ILevelsOptions => ({
    level,
    format: LevelFormat.BULLET,
    text: bulletGlyphs[level % bulletGlyphs.length] ?? '•',
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: indentOf(level) } },
  })),
};

/** A numbered list's definition; lists starting elsewhere than 1 (`<ol start>`) get their own. */
function numbered(start: number): NumberingDefinition {
  return {
    reference: `numbered-${String(start)}`,
    levels: levels.map((level): ILevelsOptions => ({
      level,
      format: LevelFormat.DECIMAL,
      text: `%${String(level + 1)}.`,
      start: level === 0 ? start : 1,
      alignment: AlignmentType.LEFT,
      style: { paragraph: { indent: indentOf(level) } },
    })),
  };
}

function textRuns(run: Run, style?: string): TextRun[] {
  return run.text.split('\n').map((text, index) => {
    // Typed apart from the call: TextRun also takes a string, whose (deprecated) bold() and strike() lint would flag.
    const options: IRunOptions = {
      text,
      break: index > 0 ? 1 : undefined,
      bold: run.bold || undefined,
      italics: run.italic || undefined,
      underline: run.underline ? {} : undefined,
      strike: run.strike || undefined,
      font: run.code ? 'Courier New' : undefined,
      style,
    };
    return new TextRun(options);
  });
}

/** The runs of a paragraph; neighbouring runs with one link become one hyperlink. */
function children(runs: Run[]): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  let index = 0;
  while (index < runs.length) {
    const run = runs[index];
    if (!run) break;
    if (!run.link) {
      out.push(...textRuns(run));
      index += 1;
      continue;
    }
    const linked: TextRun[] = [];
    while (runs[index]?.link === run.link) {
      linked.push(...textRuns(runs[index] as Run, 'Hyperlink'));
      index += 1;
    }
    out.push(new ExternalHyperlink({ link: run.link, children: linked }));
  }
  return out;
}

function paragraphOf(block: Block): Paragraph {
  switch (block.kind) {
    case 'heading':
      return new Paragraph({ heading: headingOf[block.level], children: children(block.runs) });
    case 'paragraph':
      return new Paragraph({ children: children(block.runs) });
    case 'quote':
      return new Paragraph({
        children: children(block.runs),
        indent: { left: 720 },
        border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'BBBBBB', space: 8 } },
      });
    case 'list-item':
      return new Paragraph({
        children: children(block.runs),
        numbering: block.ordered
          ? { reference: `numbered-${String(block.start)}`, level: block.depth, instance: block.list }
          : { reference: bullets.reference, level: block.depth },
      });
    case 'code':
      return new Paragraph({
        children: textRuns({
          text: block.text,
          bold: false,
          italic: false,
          underline: false,
          strike: false,
          code: true,
        }),
        shading: { fill: 'F2F2F2' },
      });
    case 'rule':
      return new Paragraph({ thematicBreak: true, children: [] });
  }
}

/** A Word file of the document's blocks: Heading styles, Word's own list numbering, real hyperlinks. */
export async function docxExport(title: string, blocks: Block[]): Promise<Buffer> {
  const starts = new Set(
    blocks.flatMap((block) => (block.kind === 'list-item' && block.ordered ? [block.start] : [])),
  );
  const document = new Document({
    title,
    numbering: { config: [bullets, ...[...starts].map(numbered)] },
    sections: [{ children: blocks.map(paragraphOf) }],
  });
  return Packer.toBuffer(document);
}
