import { describe, expect, it } from 'vitest';
import { buildHistoryItem } from '~test/history-factories';
import { viewHistoryItem, withTemplateTitle } from './history-view';

describe('viewHistoryItem', () => {
  it('titles a text item by its tool and reopens it there', () => {
    const view = viewHistoryItem(buildHistoryItem());
    expect(view).toMatchObject({
      typeLabel: 'Text',
      title: 'Blog Ideas',
      excerpt: 'Indoor plants for beginners',
    });
    expect(view.reopen?.tool?.slug).toBe('blog-ideas');
    expect(view.reopen?.path).toBe('/templates-c');
  });

  it('cannot reopen a text item whose tool left the catalogue', () => {
    const item = buildHistoryItem({
      input: { prompt: 'p', save_data: { cat: 'ads', tool: 'retired-tool', description: 'Old' } },
    });
    expect(viewHistoryItem(item)).toMatchObject({
      title: 'Text generation',
      excerpt: 'Old',
      reopen: undefined,
    });
  });

  it('titles an editor command and a learnt brand voice by what they did', () => {
    const edit = buildHistoryItem({
      input: {
        prompt: 'p',
        save_data: {
          cat: 'write-anything',
          tool: 'edit-shorten',
          command: 'shorten',
          description: 'Long text',
        },
      },
    });
    const learn = buildHistoryItem({
      input: {
        prompt: 'p',
        save_data: { cat: 'write-anything', tool: 'learn-brand-voice', description: 'Sample' },
      },
    });
    expect(viewHistoryItem(edit)).toMatchObject({ title: 'AI edit: Make shorter', reopen: undefined });
    expect(viewHistoryItem(learn).title).toBe('Brand voice from samples');
  });

  it("reopens a template of the user's own with its fields' values and brand voice", () => {
    const id = '10000000-0000-4000-8000-000000000001';
    const item = buildHistoryItem({
      input: {
        prompt: 'p',
        save_data: {
          cat: 'emails',
          tool: id,
          description: 'Topic: Spring',
          tone: 'Friendly',
          fields: { topic: 'Spring' },
          brand_voice_id: 'voice-1',
        },
      },
    });
    const view = viewHistoryItem(item);
    expect(view.reopen).toMatchObject({
      path: '/templates-c',
      template: { id, category: 'emails' },
      fill: { input: 'Topic: Spring', tone: 'Friendly', fields: { topic: 'Spring' }, voiceId: 'voice-1' },
    });
    expect(view.title).toBe('Your template');
    expect(withTemplateTitle(view, [{ id, title: 'Newsletter intro' }]).title).toBe('Newsletter intro');
    // Deleted since: it can no longer be reopened.
    expect(withTemplateTitle(view, []).reopen).toBeUndefined();
  });

  it('shows a transcription by its text and cuts it to 60 characters', () => {
    const item = buildHistoryItem({ type: 'Speech2Text', input: '', transcription: 'x'.repeat(70) });
    expect(viewHistoryItem(item)).toMatchObject({
      typeLabel: 'Transcription',
      title: 'AI Speech to Text',
      excerpt: `${'x'.repeat(60)}...`,
    });
  });
});
