import type { PhraseBank } from './phrase-bank.ts';
import { shortTopic, tagWords } from './topic.ts';

/** What a piece of content is drawn from. */
export type Kind =
  | 'title'
  | 'sentence'
  | 'benefit'
  | 'con'
  | 'question'
  | 'cta'
  | 'button'
  | 'hook'
  | 'heading'
  | 'verse'
  | 'name'
  | 'reason';

const bankKey = {
  title: 'titles',
  sentence: 'sentences',
  benefit: 'benefits',
  con: 'cons',
  question: 'questions',
  cta: 'ctas',
  button: 'buttons',
  hook: 'hooks',
  heading: 'headings',
  verse: 'verses',
  reason: 'reasons',
} as const;

const syllables = [
  'ly',
  'io',
  'ora',
  'ify',
  'nest',
  'hub',
  'wise',
  'leaf',
  'go',
  'kit',
  'loop',
  'path',
  'lab',
  'craft',
  'nova',
];

/**
 * Draws phrases from one bank for one topic. Each kind walks its list from a seeded start, so
 * items in one answer differ from each other and the same seed always gives the same text.
 */
export class Composer {
  private readonly next = new Map<string, number>();
  private readonly short: string;
  private mentioned = false;
  readonly bank: PhraseBank;
  private readonly topic: string;
  private readonly seed: Uint8Array;

  constructor(bank: PhraseBank, topic: string, seed: Uint8Array) {
    this.bank = bank;
    this.topic = topic;
    this.seed = seed;
    this.short = shortTopic(topic, bank.definite);
  }

  // Running text names the topic in full once, then by its shorter head phrase, as a writer would.
  private fill(frame: string, running: boolean): string {
    const topic = running && this.mentioned ? this.short : this.topic;
    if (running && frame.includes('{')) this.mentioned = true;
    const upper = topic.charAt(0).toUpperCase() + topic.slice(1);
    const filled = frame.replaceAll('{T}', upper).replaceAll('{t}', topic);
    return (this.bank.contractions ?? []).reduce((text, [from, to]) => text.replace(from, to), filled);
  }

  /** The next phrase of a kind. */
  take(kind: Kind): string {
    if (kind === 'name') return this.name();
    const list = this.bank[bankKey[kind]];
    const start = this.seed[Object.keys(bankKey).indexOf(kind)] ?? 0;
    const n = this.next.get(kind) ?? start;
    this.next.set(kind, n + 1);
    return this.fill(
      list[n % list.length] ?? '',
      kind === 'sentence' || kind === 'reason' || kind === 'heading',
    );
  }

  /** Several phrases of a kind as running text. */
  run(kind: Kind, count: number): string {
    return Array.from({ length: count }, () => this.take(kind)).join(this.bank.space);
  }

  /** Phrases of several kinds as running text. */
  mix(kinds: readonly Kind[]): string {
    return kinds.map((kind) => this.take(kind)).join(this.bank.space);
  }

  tone(tone: string): string {
    return this.bank.tones[tone] ?? this.bank.tones.Professional ?? '';
  }

  /** An invented brand name from the topic's words and a suffix. */
  private name(): string {
    const words = tagWords(this.topic).filter((w) => /^[a-z]+$/.test(w));
    const n = this.next.get('name') ?? 0;
    this.next.set('name', n + 1);
    const stem = words.length > 0 ? (words[n % words.length] ?? 'nova') : 'nova';
    const cut = stem.slice(0, Math.max(3, Math.min(6, stem.length - 1)));
    const suffix = syllables[(n + (this.seed[20] ?? 0)) % syllables.length] ?? 'ly';
    const name = n % 3 === 2 ? `${cut}${suffix}` : `${cut.charAt(0).toUpperCase()}${cut.slice(1)}${suffix}`;
    return name.charAt(0).toUpperCase() + name.slice(1);
  }

  /** Hashtags from the topic's words and the language's stems, unique. */
  hashtags(count: number, offset = 0): string {
    const words = tagWords(this.topic).map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''));
    const compact = this.topic.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
    const stems = this.bank.tags;
    const pool = [
      ...words,
      ...(compact.length <= 24 ? [compact] : []),
      ...words.flatMap((w) => stems.map((s) => `${w}${s}`)),
      ...stems,
    ];
    const unique = [...new Set(pool.filter(Boolean))];
    return unique
      .slice(offset, offset + count)
      .map((tag) => `#${tag}`)
      .join(' ');
  }
}
