import {
  categories,
  packs,
  plans,
  toolsInCategory,
  uploadLimits,
  voiceLabel,
  voices,
  writingTools,
} from '@penwise/contract';
import { creditCostLines } from './credit-cost-lines';

/** The catalogue's figures, counted from the contract so the page never drifts from the product. */
export const overviewStats = [
  { value: String(writingTools.length), label: 'writing tools' },
  { value: String(categories.length), label: 'tool categories' },
  { value: String(voices.length), label: 'voiceover voices' },
  { value: `${uploadLimits.maxBytes / 1024 / 1024}MB`, label: 'audio uploads' },
] as const;

export type StudioKind = 'text' | 'image' | 'speech' | 'transcription';

export interface Studio {
  kind: StudioKind;
  title: string;
  text: string;
  cost: string;
}

const voiceNames = voices.map(voiceLabel);

/** The four kinds of generation, each with what it costs. */
export const studios: readonly Studio[] = [
  {
    kind: 'text',
    title: 'Writing tools',
    text: `${writingTools.length} templated tools for ads, blog posts, e-mails, product pages, social media, video scripts, SEO and more. Describe what you need, pick a tone and a language, and edit the draft in place.`,
    cost: creditCostLines.text,
  },
  {
    kind: 'image',
    title: 'Images',
    text: 'Explain your idea in a sentence and get an original picture, up to 1024×1024 pixels depending on your plan.',
    cost: creditCostLines.image,
  },
  {
    kind: 'speech',
    title: 'Voiceovers',
    text: `Turn any text into speech with six voices: ${voiceNames.slice(0, -1).join(', ')} and ${voiceNames.at(-1) ?? ''}. Play it in the browser or download the MP3.`,
    cost: creditCostLines.speech,
  },
  {
    kind: 'transcription',
    title: 'Transcription',
    text: 'Upload an MP3, MP4, MPEG or WAV file of up to 25MB and get its text, ready to copy or download.',
    cost: creditCostLines.transcription,
  },
];

/** The writing categories with how many tools each holds (image and audio categories have their own pages). */
export const writingCategories = categories
  .filter((category) => category.kind === 'text')
  .map((category) => ({ title: category.title, count: toolsInCategory(category.slug).length }));

const lowestPrice = (products: readonly { price: string; priceCents: number }[]) =>
  products.reduce((low, product) => (product.priceCents < low.priceCents ? product : low)).price;

/** How paying works, in three steps. */
export const creditSteps = [
  {
    title: 'Choose a plan or a pack',
    text: `Monthly plans from ${lowestPrice(plans)} refresh your credits every month. Credit packs from ${lowestPrice(packs)} are paid once and never expire.`,
  },
  {
    title: 'Spend credits on any tool',
    text: 'Subscription credits are spent first, then pack credits. Each generation reserves its cost and returns what it did not use; a failed one costs nothing.',
  },
  {
    title: 'Keep everything',
    text: 'Your history keeps every result to reopen, copy or download, and Billing History lists every invoice.',
  },
] as const;

/** Why a team can run it themselves. */
export const selfHostingPoints = [
  'Open source: read, change and run the code yourself.',
  'Two commands on a laptop, with an embedded database and no keys.',
  'An offline demo engine, so every tool works before you connect an AI provider.',
  'PostgreSQL, Stripe, SMTP and any OpenAI-compatible API when you go live.',
] as const;
