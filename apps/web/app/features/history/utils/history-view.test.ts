import { describe, expect, it } from 'vitest';
import { buildHistoryItem } from '~test/history-factories';
import { viewHistoryItem } from './history-view';

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

  it('shows a transcription by its text and cuts it to 60 characters', () => {
    const item = buildHistoryItem({ type: 'Speech2Text', input: '', transcription: 'x'.repeat(70) });
    expect(viewHistoryItem(item)).toMatchObject({
      typeLabel: 'Transcription',
      title: 'AI Speech to Text',
      excerpt: `${'x'.repeat(60)}...`,
    });
  });
});
