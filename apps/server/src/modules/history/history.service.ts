import { z } from 'zod';
import {
  GenTextInput,
  historyLimits,
  historyMessages,
  ImageSize,
  mediaPath,
  Voice,
  type HistoryItem,
  type ShowHistoryBody,
} from '@penwise/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { MediaService } from '../media/media.service.ts';
import { historyRepository, type HistoryRow, type NewGeneration } from './history.repository.ts';
import { sessionHistoryLookup, type HistoryPage } from './session-history.repository.ts';

// Rows written by older releases may not match today's shape: they still list, with a plain input.
const StoredInput = z.union([GenTextInput, z.string()]).catch('');

/** What audio items keep beside their text (generations.meta). */
export const GenerationMeta = z
  .object({
    voice: Voice.optional(),
    size: ImageSize.optional(),
    duration: z.number().min(0).optional(),
    fileName: z.string().optional(),
  })
  .catch({});
export type GenerationMeta = z.infer<typeof GenerationMeta>;

function toItem(row: HistoryRow): HistoryItem {
  const item: HistoryItem = {
    id: row.id,
    type: row.type,
    date: row.createdAt.toISOString(),
    input: StoredInput.parse(row.input),
    credits: row.creditsCharged,
    status: row.status,
  };
  if (row.result !== null) item.result = row.result;
  const mediaUrl = row.mediaId === null ? undefined : mediaPath(row.mediaId);
  if (mediaUrl && (row.type === 'TTS' || row.type === 'Speech2Text')) item.mp3_url = mediaUrl;
  if (row.type === 'Speech2Text' && row.result !== null) item.transcription = row.result;
  const meta = GenerationMeta.parse(row.meta ?? {});
  if (meta.voice) item.voice = meta.voice;
  if (meta.size) item.size = meta.size;
  if (meta.duration !== undefined) item.duration = meta.duration;
  if (meta.fileName) item.file_name = meta.fileName;
  return item;
}

/** The user's history: every generation is an item from its start; ended ones without a charge are not listed. */
export function createHistoryService(
  database: Pick<Database, 'db' | 'engine'>,
  media: Pick<MediaService, 'remove'>,
) {
  const repo = historyRepository(database.db);
  return {
    /** Saves one ended generation as it is (imports, fixtures); returns its id. */
    record: (entry: NewGeneration & { meta?: GenerationMeta }): Promise<string> => repo.insert(entry),

    /** The page a show-history body asks for (the default size when it names none). */
    pageOf: (body: Pick<ShowHistoryBody, 'limit' | 'before' | 'type'>): HistoryPage => ({
      ...body,
      limit: body.limit ?? historyLimits.pageDefault,
    }),

    /**
     * show-history's session lookup: the user and the page's answer as JSON (UTF-8 bytes), written by
     * the database; null when `list` has to answer it (a row from an older release).
     */
    sessionAnswer: sessionHistoryLookup(database),

    async list(userId: string, page: HistoryPage): Promise<HistoryItem[]> {
      const rows = await repo.listForUser(userId, page);
      return rows.map(toItem);
    },

    /** Deletes one of the user's items and then its media; false when it is not theirs; 409 while it runs. */
    async remove(userId: string, id: string): Promise<boolean> {
      const row = await repo.deleteOwned(userId, id);
      if (!row) return false;
      if (row === 'running') throw new AppError('still_running', 409, historyMessages.stillRunning);
      // The row goes first: a history item never points at deleted media.
      if (row.mediaId) await media.remove(row.mediaId, userId);
      return true;
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
