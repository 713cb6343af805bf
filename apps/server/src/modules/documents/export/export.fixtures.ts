import { strFromU8, unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';

/** What the editor makes, with every feature an export must keep and words outside Latin-1. */
export const sampleDocumentHtml = [
  '<h1>Travel notes</h1>',
  '<p>Cities: Zürich, Łódź, Привет. Some <strong>bold words</strong> and <em>italic words</em>, ',
  'then <a href="https://example.com/guide" rel="noopener noreferrer nofollow">the guide</a>.</p>',
  '<h2>Packing list</h2>',
  '<ul><li><p>Passport</p><ul><li><p>Copy of it</p></li></ul></li><li><p>Charger</p></li></ul>',
  '<ol><li><p>Book the train</p></li><li><p>Pack the bag</p></li></ol>',
  '<blockquote><p>Travel light.</p></blockquote>',
  '<pre><code>ticket = 42</code></pre>',
  '<hr>',
  '<p>The end.</p>',
].join('');

/** The files of a DOCX (a zip), by path, as text. */
export function unzipDocx(bytes: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(bytes));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

/** The text of every page of a PDF, and how many pages it has. */
export async function readPdf(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, pages: totalPages };
}
