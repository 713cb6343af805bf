import { z } from 'zod';
import { creditCosts, packs, plans } from './catalogue-figures.ts';

/** A value in a plan's feature list: a figure, a yes/no, or a label such as '100+ AI Templates'. */
export const FeatureValue = z.union([z.string(), z.boolean()]);

/** A subscription plan or a credit pack. */
export const Product = z.object({
  title: z.string(),
  /** Display price with its dollar sign ('$19.99'). */
  price: z.string(),
  priceCents: z.number().int().nonnegative(),
  description: z.string(),
  features: z.record(z.string(), FeatureValue),
  isSubscription: z.boolean(),
  credits: z.number().int().positive(),
  badge: z.string().optional(),
  /** Largest square image side this product allows (DESIGN.md "Credits"). */
  maxImageSide: z.union([z.literal(256), z.literal(512), z.literal(1024)]),
});
export type Product = z.infer<typeof Product>;

// The figures the public pages show live in a module without zod (the home page ships no zod).
export {
  creditCosts,
  creditsPerEnglishWord,
  englishTokensPerWord,
  packs,
  plans,
} from './catalogue-figures.ts';

export const products: readonly Product[] = [...plans, ...packs];

/** Finds a plan or pack by its title; the server's only way from a name to a price. */
export function findProduct(title: string): Product | undefined {
  return products.find((product) => product.title === title);
}

/** Transcription is charged by the second, rounded up to a whole credit. */
export function transcriptionCost(seconds: number): number {
  return Math.ceil((Math.max(0, seconds) * creditCosts.transcriptionPerMinute) / 60);
}

/** Pack-only users may make 512² images (DESIGN.md). */
export const packOnlyMaxImageSide = 512;

/**
 * The shortest answer a text call is still worth making: 60 words of English take about 71 tokens
 * (`englishTokensPerWord`), and 90 leaves other languages the same headroom a tool's own cap gives
 * (1.5 tokens a word). A balance that cannot pay for this many tokens (315 credits) is refused; one
 * that pays for more, but not for the tool's whole cap, gets an answer shortened to what it pays for.
 */
export const textMinTokens = 90;

/**
 * Whether a plan includes the AI templates (every writing tool but Write Anything). No plan (a pack
 * buyer) or an unknown title does: pack credits pay for everything.
 */
export function planIncludesTemplates(planTitle: string | undefined | null): boolean {
  const plan = plans.find((entry) => entry.title === planTitle);
  return plan?.features['AI Templates'] !== false;
}

/** The one writing tool every plan includes; every other tool is an AI template. */
export const includedToolSlug = 'write-anything';

/**
 * A plan without templates (Starter) may still use them with pack credits, which pay for everything:
 * such a call is paid from pack credits only, and is refused with this when they cannot pay for it.
 */
export const templateMessages = {
  notInPlan: (planTitle: string) =>
    `AI Templates are not included in the ${planTitle}. Buy a credit pack or upgrade your plan to use them; Write Anything is included.`,
} as const;

/** Shown under an answer whose length the balance capped (see `textMinTokens`). */
export const shortenedAnswerNotice = 'Shortened to fit your balance — add credits for full-length answers.';
