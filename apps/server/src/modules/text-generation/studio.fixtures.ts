import { eq } from 'drizzle-orm';
import { apiPaths, type BrandVoiceInput, type CustomTemplateInput } from '@penwise/contract';
import { z } from 'zod';
import { generations } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';

// Both create calls answer the saved row (or at least its id).
const Created = z.object({ success: z.object({ id: z.string() }) });

/** A voice with rules a prompt shows plainly: its name and a word to avoid. */
export const trailVoice: BrandVoiceInput = {
  name: 'Trail talk',
  audience: 'Hikers who care about the planet.',
  style: 'Warm, direct and practical.',
  avoidWords: ['synergy'],
  person: 'first-plural',
};

/** A template with a required short text, an optional long text and a required choice. */
export const blurbTemplate: CustomTemplateInput = {
  title: 'Product blurb',
  description: 'A short blurb for a product page.',
  category: 'ecommerce',
  prompt: 'Write a blurb for {{product}} aimed at {{audience}}, {{length}} please.',
  fields: [
    { name: 'product', label: 'Product', kind: 'short_text', required: true },
    { name: 'audience', label: 'Audience', kind: 'long_text', required: false },
    { name: 'length', label: 'Length', kind: 'choice', options: ['short', 'long'], required: true },
  ],
};

/** Saves a brand voice for the user through the API; answers its id. */
export async function createVoice(
  t: TestApp,
  headers: Record<string, string>,
  voice: BrandVoiceInput = trailVoice,
): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: apiPaths.brandVoices.list, headers, payload: voice });
  if (res.statusCode !== 200) throw new Error(`creating a voice answered ${res.body}`);
  return Created.parse(res.json()).success.id;
}

/** Saves a template for the user through the API; answers its id. */
export async function createTemplate(
  t: TestApp,
  headers: Record<string, string>,
  template: CustomTemplateInput = blurbTemplate,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.templates.list,
    headers,
    payload: template,
  });
  if (res.statusCode !== 200) throw new Error(`creating a template answered ${res.body}`);
  return Created.parse(res.json()).success.id;
}

/** How many generations (held, running or ended) the user has. */
export async function generationsOf(t: TestApp, userId: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: generations.id })
    .from(generations)
    .where(eq(generations.userId, userId));
  return rows.length;
}
