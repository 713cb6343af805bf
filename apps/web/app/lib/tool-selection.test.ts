import { findTool, type WritingTool } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import {
  readSelectedCategorySlug,
  readSelectedTemplateId,
  readSelectedTool,
  storeFillData,
  storeSelectedTemplate,
  storeSelectedTool,
  takeFillData,
} from './tool-selection';

describe('tool selection', () => {
  it("stores one of the user's templates by id, in place of a catalogue tool", () => {
    storeSelectedTool(findTool('blog-ideas') as WritingTool);
    storeSelectedTemplate({ id: 'tpl-1', category: 'my-templates', title: 'Release notes' });
    expect(readSelectedTemplateId()).toBe('tpl-1');
    expect(readSelectedTool()).toBeUndefined();
    expect(readSelectedCategorySlug()).toBe('my-templates');

    storeSelectedTool(findTool('blog-ideas') as WritingTool);
    expect(readSelectedTemplateId()).toBeUndefined();
    expect(readSelectedTool()?.slug).toBe('blog-ideas');
  });

  it("carries a template's field values and the brand voice in the fill data", () => {
    storeFillData({ input: 'Topic: Spring', output: 'Text', fields: { topic: 'Spring' }, voiceId: 'v1' });
    expect(takeFillData()).toEqual({
      input: 'Topic: Spring',
      output: 'Text',
      fields: { topic: 'Spring' },
      voiceId: 'v1',
    });
  });
});
