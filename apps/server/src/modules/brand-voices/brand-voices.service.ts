import { z } from 'zod';
import {
  BrandVoiceFields,
  brandVoiceLimits,
  brandVoiceMessages,
  brandVoicePrompt,
  type BrandVoice,
  type BrandVoiceBody,
  type VoiceIssue,
} from '@penwise/contract';
import { AppError } from '../../errors.ts';
import type { BrandVoiceRow, BrandVoicesRepository } from './brand-voices.repository.ts';
import { checkAgainstVoice } from './voice-analysis.ts';

// Rows written by an older release may miss a field: they still read, with its default.
const StoredSamples = z.array(z.string()).catch([]);
const storedFields = (value: unknown): BrandVoiceFields => {
  const parsed = BrandVoiceFields.safeParse(value);
  return parsed.success ? parsed.data : BrandVoiceFields.parse({});
};
const isUuid = (value: string): boolean => z.uuid().safeParse(value).success;

function toVoice(row: BrandVoiceRow): BrandVoice {
  return {
    ...storedFields(row.fields),
    id: row.id,
    name: row.name,
    samples: StoredSamples.parse(row.samples),
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(body: BrandVoiceBody) {
  const { name, samples, isDefault, ...fields } = body;
  return { name, samples, isDefault, fields: BrandVoiceFields.parse(fields) };
}

const notFound = () => new AppError('not_found', 404, brandVoiceMessages.notFound);

/** A user's brand voices: keeping them (one default at most), checking a text against one, and the prompt one adds. */
export function createBrandVoicesService(repo: BrandVoicesRepository) {
  async function owned(userId: string, id: string): Promise<BrandVoice> {
    const row = await repo.findOwned(userId, id);
    if (!row) throw notFound();
    return toVoice(row);
  }

  /**
   * The voice as instructions for a text or edit call; a voice that is not the caller's (deleted,
   * someone else's, not an id) is a 400 on the call's brand_voice_id.
   */
  async function promptFor(
    userId: string,
    voiceId: string,
  ): Promise<{ id: string; name: string; instructions: string }> {
    const row = isUuid(voiceId) ? await repo.findOwned(userId, voiceId) : undefined;
    if (!row)
      throw new AppError('unknown_brand_voice', 400, brandVoiceMessages.unknownVoice, 'brand_voice_id');
    const voice = toVoice(row);
    return { id: voice.id, name: voice.name, instructions: brandVoicePrompt(voice) };
  }

  return {
    /** The user's voices, the default first, then by name. */
    async list(userId: string): Promise<BrandVoice[]> {
      return (await repo.listForUser(userId, brandVoiceLimits.perUser)).map(toVoice);
    },

    async create(userId: string, body: BrandVoiceBody): Promise<BrandVoice> {
      const row = await repo.createUnlessFull(userId, valuesOf(body), brandVoiceLimits.perUser);
      if (row === 'limit') throw new AppError('limit_reached', 409, brandVoiceMessages.tooMany);
      return toVoice(row);
    },

    async update(userId: string, id: string, body: BrandVoiceBody): Promise<BrandVoice> {
      const row = await repo.updateOwned(userId, id, valuesOf(body));
      if (!row) throw notFound();
      return toVoice(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteOwned(userId, id))) throw notFound();
    },

    /** Where a text breaks the user's voice: free, no engine. */
    async check(userId: string, id: string, text: string): Promise<VoiceIssue[]> {
      return checkAgainstVoice(await owned(userId, id), text);
    },

    promptFor,
  };
}

export type BrandVoicesService = ReturnType<typeof createBrandVoicesService>;
