import { sideOf } from '@penwise/contract';
import type { ImageEngine } from '../image-engine.ts';
import { drawScene } from './image/compose.ts';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** Up to three lines of about 28 characters, for the caption. */
function captionLines(prompt: string): string[] {
  const words = prompt.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if ((line + word).length > 28 && line) {
      lines.push(line.trim());
      line = '';
    }
    line += `${word} `;
  }
  if (line.trim()) lines.push(line.trim());
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines[2] ?? ''}…`] : lines;
}

/** A picture of the prompt: its colours, time of day and main subject, with the prompt as caption. */
export function demoSvg(prompt: string): string {
  const caption = captionLines(prompt)
    .map((text, i) => `<text x="50" y="${String(84 + i * 5)}">${escapeXml(text)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="1024" height="1024">
${drawScene(prompt)}
<rect x="6" y="78" width="88" height="18" rx="3" fill="rgba(0,0,0,0.45)"/>
<g font-family="sans-serif" font-size="4.2" fill="#fff" text-anchor="middle">${caption}</g>
<text x="94" y="8" font-family="sans-serif" font-size="3" fill="#fff" text-anchor="end" opacity="0.8">DEMO</text>
</svg>`;
}

/** The offline image engine: a deterministic picture drawn from the prompt, rendered by sharp. */
export function demoImageEngine(): ImageEngine {
  return {
    name: 'demo',
    async generate({ prompt, size }) {
      const side = sideOf(size);
      // sharp (libvips) loads with the first picture, not with the server.
      const { default: sharp } = await import('sharp');
      // libvips keeps recent operations and their pixels (up to 50 MB) for reuse, and a thread per core:
      // every picture here is new, so the cache only holds memory (bench:long-run).
      sharp.cache(false);
      sharp.concurrency(1);
      return sharp(Buffer.from(demoSvg(prompt)))
        .resize(side, side)
        .png()
        .toBuffer();
    },
  };
}
