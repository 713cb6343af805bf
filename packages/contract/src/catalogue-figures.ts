import type { Product } from './catalogue.ts';

// No zod here: the home and pricing pages read these figures without loading any schema.

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

/** What `tokens` generated tokens cost, rounded up to a whole credit; a call reserves the cost of its token cap. */
export function textTokenCost(tokens: number): number {
  return Math.ceil(tokens * creditCosts.perGeneratedToken);
}
