import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sideOf } from '@penwise/contract';
import type { ImageEngine } from '../image-engine.ts';

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

/** An abstract picture: colours, sun and hills from the prompt's hash, the prompt as caption. */
export function demoSvg(prompt: string): string {
  const hash = createHash('sha256').update(prompt).digest();
  const hue = (i: number) => Math.round(((hash[i] ?? 0) / 255) * 360);
  const sky = [hue(0), hue(1)];
  const sunX = 20 + ((hash[2] ?? 0) % 60);
  const hills = [3, 4, 5].map((i, n) => ({ y: 60 + n * 9 + ((hash[i] ?? 0) % 8), hue: hue(i + 3) }));
  const caption = captionLines(prompt)
    .map((text, i) => `<text x="50" y="${String(84 + i * 5)}">${escapeXml(text)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="1024" height="1024">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${String(sky[0])},70%,55%)"/><stop offset="1" stop-color="hsl(${String(sky[1])},80%,80%)"/>
</linearGradient></defs>
<rect width="100" height="100" fill="url(#s)"/>
<circle cx="${String(sunX)}" cy="28" r="11" fill="hsl(45,95%,70%)" opacity="0.9"/>
${hills.map((h) => `<path d="M0 ${String(h.y)} Q 30 ${String(h.y - 12)} 55 ${String(h.y)} T 100 ${String(h.y - 4)} V 100 H 0 Z" fill="hsl(${String(h.hue)},45%,40%)" opacity="0.85"/>`).join('')}
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
      return sharp(Buffer.from(demoSvg(prompt)))
        .resize(side, side)
        .png()
        .toBuffer();
    },
  };
}
