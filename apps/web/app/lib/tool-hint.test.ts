import { findTool, writingTools, type WritingTool } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { descriptionPlaceholder, toolInputLabel } from './tool-hint';

describe('toolInputLabel', () => {
  it("reads what the tool's prompt asks the user for", () => {
    expect(toolInputLabel(findTool('write-anything') as WritingTool)).toBe('What to write');
    expect(descriptionPlaceholder(findTool('facebook-ads') as WritingTool)).toBe('Product or offer…');
  });

  it('finds a label for every tool in the catalogue', () => {
    for (const tool of writingTools) expect(toolInputLabel(tool)).not.toContain('{');
  });
});
