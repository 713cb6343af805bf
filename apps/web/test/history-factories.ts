import type { Generation, HistoryItem } from '@penwise/contract';

let sequence = 0;

/** A history item as show-history answers it; a GenText item unless overridden. */
export function buildHistoryItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'GenText',
    date: new Date(2026, 10, 22, 14, 5).toISOString(),
    input: {
      prompt: 'Write blog ideas about: indoor plants',
      save_data: { cat: 'blog-posts', tool: 'blog-ideas', description: 'Indoor plants for beginners' },
    },
    result: '1. Ten plants that survive anything',
    credits: 120,
    status: 'succeeded',
    ...overrides,
  };
}

/** A generation as GET /api/ai/generations/:id answers it; a running text generation unless overridden. */
export function buildGeneration(overrides: Partial<Generation> = {}): Generation {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    type: 'GenText',
    status: 'running',
    text: '',
    credits: 0,
    createdAt: new Date(2026, 10, 22, 14, 5).toISOString(),
    ...overrides,
  };
}
