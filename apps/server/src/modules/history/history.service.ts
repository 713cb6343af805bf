import { z } from 'zod';
import { GenTextInput, historyLimits, type HistoryItem, type ShowHistoryBody } from '@penwise/contract';
import type { Db } from '../../db/client.ts';
import { historyRepository, type GenerationRow, type NewGeneration } from './history.repository.ts';

// Rows written by older releases may not match today's shape: they still list, with a plain input.
const StoredInput = z.union([GenTextInput, z.string()]).catch('');

function toItem(row: GenerationRow): HistoryItem {
  const item: HistoryItem = {
    id: row.id,
    type: row.type,
    date: row.createdAt.toISOString(),
    input: StoredInput.parse(row.input),
    credits: row.creditsCharged,
  };
  if (row.result !== null) item.result = row.result;
  return item;
}

/** The user's history (SPEC §3 history items): every modality records here after it is charged. */
export function createHistoryService(db: Db) {
  const repo = historyRepository(db);
  return {
    /** Saves one generation; returns its id. */
    record: (entry: NewGeneration) => repo.insert(entry),

    async list(userId: string, query: Pick<ShowHistoryBody, 'limit' | 'before'>): Promise<HistoryItem[]> {
      const rows = await repo.listForUser(userId, query.limit ?? historyLimits.pageDefault, query.before);
      return rows.map(toItem);
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
