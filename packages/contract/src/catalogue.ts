import { z } from 'zod';

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

/** Subscription plans (per month). */
export const plans = [
  {
    title: 'Starter Plan',
    price: '$19.99',
    priceCents: 1999,
    description: 'For creators getting started with AI writing, images and voice.',
    features: {
      'Word limit': '50000',
      Images: '200',
      Characters: '200000',
      'Max resolution': '256x256',
      'AI Templates': false,
      'Basic Support': false,
    },
    isSubscription: true,
    credits: 200000,
    badge: 'Popular',
    maxImageSide: 256,
  },
  {
    title: 'Premium Plan',
    price: '$49.99',
    priceCents: 4999,
    description: 'For professionals who publish every week.',
    features: {
      'Word limit': '100000',
      Images: '500',
      Characters: '400000',
      'Max resolution': '512x512',
      'AI Templates': true,
      'Basic Support': true,
    },
    isSubscription: true,
    credits: 400000,
    maxImageSide: 512,
  },
  {
    title: 'Platinum Plan',
    price: '$129.99',
    priceCents: 12999,
    description: 'For teams and agencies producing at scale.',
    features: {
      'Word limit': '200000',
      Images: '10000',
      Characters: '500000',
      'Max resolution': '1024x1024',
      'AI Templates': '100+ AI Templates',
      'Basic Support': true,
    },
    isSubscription: true,
    credits: 500000,
    maxImageSide: 1024,
  },
] as const satisfies readonly Product[];

/** One-off credit packs (credits never expire). */
export const packs = [
  {
    title: 'Bronze Pack',
    price: '$9.99',
    priceCents: 999,
    description: 'A one-off top-up to try every tool.',
    features: { Word: '1000', Images: '100', Minute: '100', Character: '200000' },
    isSubscription: false,
    credits: 200000,
    maxImageSide: 512,
  },
  {
    title: 'Silver Pack',
    price: '$19.99',
    priceCents: 1999,
    description: 'More credits for a busy month.',
    features: { Word: '10000', Images: '100', Minute: '100', Character: '400000' },
    isSubscription: false,
    credits: 400000,
    maxImageSide: 512,
  },
  {
    title: 'Gold Pack',
    price: '$24.99',
    priceCents: 2499,
    description: 'The most credits for the price.',
    features: { Word: '10000', Images: '100', Minute: '100', Character: '100' },
    isSubscription: false,
    credits: 500000,
    maxImageSide: 512,
  },
] as const satisfies readonly Product[];

export const products: readonly Product[] = [...plans, ...packs];

/** Finds a plan or pack by its title; the server's only way from a name to a price. */
export function findProduct(title: string): Product | undefined {
  return products.find((product) => product.title === title);
}

/** Credit costs of each modality (DESIGN.md "Credits"); shown on the pricing page. */
export const creditCosts = {
  /**
   * Text is charged per generated token, the unit the provider bills, so an answer of the same
   * length costs the same in any language or spacing. 3.5 credits a token at 1.14–1.24 tokens an
   * English word (see `englishTokensPerWord`) is 4.0–4.35 credits a word of English prose, about
   * what a word cost when text was charged by the word (4); 3 would have made it 3.4–3.7.
   */
  perGeneratedToken: 3.5,
  perSpeechCharacter: 1,
  imageBySide: { 256: 1000, 512: 2000, 1024: 4000 },
  transcriptionPerMinute: 2000,
} as const;

/**
 * Generated tokens an English word takes, counted with gpt-tokenizer's o200k_base (the default
 * model's encoding) on prose with its paragraphs kept and lines unwrapped: the GPL-3 preamble 1.14
 * (555 words), the whole GPL-3 1.19 (5,644), Python's IDLE help 1.24 (6,566), the demo writer's
 * answers for all 90 tools 1.15 (15,679); 1.18 over all 28,444 words. Only for telling users what a
 * word costs: charges are by the provider's token count.
 */
export const englishTokensPerWord = 1.18;

/** What a word of English costs, about: 4 credits. */
export const creditsPerEnglishWord = Math.round(creditCosts.perGeneratedToken * englishTokensPerWord);

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
