import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoImageEngine, demoSvg } from './demo-image-engine.ts';

describe('demo image engine', () => {
  const engine = demoImageEngine();

  it('draws a PNG of exactly the size asked', async () => {
    for (const [size, side] of [
      ['256x256', 256],
      ['1024x1024', 1024],
    ] as const) {
      const png = await engine.generate({ prompt: 'A lighthouse at dawn', size });
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: side, height: side });
    }
  });

  it('is deterministic per prompt and differs between prompts', () => {
    expect(demoSvg('A lighthouse at dawn')).toBe(demoSvg('A lighthouse at dawn'));
    expect(demoSvg('A lighthouse at dawn')).not.toBe(demoSvg('A cat on a sofa'));
  });

  it('escapes the prompt it writes as a caption', () => {
    const svg = demoSvg('<script>alert("x")</script> & more');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });
});
