// pdfkit 0.20 breaks a word too wide for its line by measuring the rest of the word again on every line: quadratic
// in the word's length (a 20,000-character word blocks the event loop for seconds, a document of one 500,000-
// character word for many minutes). Text reaches pdfkit with a break opportunity at least every so many characters.

/** Characters between break opportunities that pdfkit still lays out in a moment. */
export const longestProportionalRun = 100;

/**
 * A break opportunity that draws nothing in DejaVu Sans (which maps U+200B, so fontkit lays it out with no width).
 * Not for the mono font: it lacks U+200B and would draw a missing-glyph box.
 */
export const zeroWidthSpace = '\u200B';

// What pdfkit's line breaker may already break at; anything else counts toward a run.
const run = /[^ \t\n\r\u200B]+/g;
const combining = /^\p{M}$/u;

/**
 * `text` with `mark` inserted after every `limit` characters of any run longer than that without a space or line
 * break. Counts characters (not UTF-16 units) and never separates a letter from its combining accents.
 */
export function breakLongRuns(text: string, limit: number, mark: string): string {
  return text.replace(run, (word) => {
    if (word.length <= limit) return word;
    let out = '';
    let count = 0;
    for (const char of word) {
      const isMark = combining.test(char);
      if (count === limit && !isMark) {
        out += mark;
        count = 0;
      }
      if (!isMark) count += 1;
      out += char;
    }
    return out;
  });
}

/**
 * How many characters of the current (monospaced) font and size, with a '\n' after them, fit `width`: pdfkit
 * measures a word with the line break that ends it, and the font draws that as wide as a letter. Chunks of this
 * many fill a line, so a '\n' after each breaks a long mono run where pdfkit would have wrapped it.
 */
export function monoColumns(doc: PDFKit.PDFDocument, width: number): number {
  return Math.max(1, Math.floor(width / doc.widthOfString('M')) - 1);
}
