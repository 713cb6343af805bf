import type { SiteInfo } from '@penwise/contract';

/** The about page's mission paragraphs, written against the operator's names. */
export const aboutMission = ({ brandName, companyName }: SiteInfo): readonly string[] => [
  `${companyName} builds ${brandName}, an open-source AI content studio you can host yourself. Writers, marketers and small businesses use it to draft copy, make images, record voiceovers and transcribe audio in one place, paying only for what they use.`,
  'We want the whole product to be something a small team can read in an afternoon: one server, one database, plain code with its tests beside it. If you can read it, you can trust it, fix it and run it on your own terms.',
  `${brandName} runs with two commands on a laptop, works offline with a built-in demo engine, and grows to PostgreSQL, Stripe and any OpenAI-compatible AI provider when you are ready.`,
];

export interface AboutValue {
  title: string;
  text: string;
}

/** What we hold ourselves to, in the order we weigh them. */
export const aboutValues: readonly AboutValue[] = [
  {
    title: 'Open by default',
    text: 'The code is public and the licence is permissive. Nothing you depend on is hidden behind a service only we can run.',
  },
  {
    title: 'Small enough to read',
    text: 'Fewer moving parts, clear names and tests next to the code, so a newcomer understands the system in an afternoon.',
  },
  {
    title: 'Your data stays yours',
    text: 'No tracking cookies, no advertising, and your prompts and results are never used to train AI models.',
  },
  {
    title: 'Honest credits',
    text: 'Every price is published, every credit change is recorded, and failed generations are refunded in full.',
  },
];
