import { describe, expect, it } from 'vitest';
import { imageFileName, sizeLabel } from './image-files';

describe('image files', () => {
  it('names a download after the local day', () => {
    expect(imageFileName(new Date(2025, 2, 4, 23, 30))).toBe('image-2025-03-04.png');
  });

  it('labels each size with its credit cost', () => {
    expect(sizeLabel('256x256')).toBe('256x256 · 1,000 credits');
    expect(sizeLabel('512x512')).toBe('512x512 · 2,000 credits');
    expect(sizeLabel('1024x1024')).toBe('1024x1024 · 4,000 credits');
  });
});
