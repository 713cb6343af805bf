import type { PhraseBank } from './phrase-bank.ts';
import { hashtags } from './tags.ts';
import { bareTopic, isFunctionWord, isQualifier, shortTopic, tagWords } from './topic.ts';

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
  | 'line'
  | 'story'
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
  line: 'lines',
  story: 'story',
} as const;
type BankKind = keyof typeof bankKey;

// When a kind runs out, body text continues with another kind rather than repeat a sentence.
const fallback: Partial<Record<BankKind, BankKind>> = {
  sentence: 'question',
  line: 'verse',
  story: 'sentence',
  benefit: 'sentence',
};

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
];

// A word doubled by filling ("a a", "de de") where the frame's word meets the topic's.
const doubled = /(?<!\p{L})(\p{L}{1,3}) \1(?!\p{L})/giu;

/**
 * Draws phrases from one bank for one topic. Each kind walks its list from a seeded start, and
 * no phrase is given twice in one answer; the same seed always gives the same text.
 */
export class Composer {
  private readonly next = new Map<string, number>();
  private readonly used = new Set<string>();
  private readonly short: string;
  private mentioned = false;
  readonly bank: PhraseBank;
  readonly topic: string;
  private readonly seed: Uint8Array;
  private readonly casual: boolean;

  constructor(bank: PhraseBank, topic: string, seed: Uint8Array, tone = '') {
    this.bank = bank;
    this.topic = topic;
    this.seed = seed;
    this.casual = tone === 'Casual';
    this.short = shortTopic(topic, bank.definite);
  }

  /** A frame with the given topic put in, in the answer's register. */
  fillWith(frame: string, topic: string): string {
    const register = this.casual ? (this.bank.informal ?? []) : [];
    const framed = register.reduce((text, [from, to]) => text.replace(from, to), frame);
    const upper = topic.charAt(0).toUpperCase() + topic.slice(1);
    const filled = framed.replaceAll('{T}', upper).replaceAll('{t}', topic);
    const contracted = (this.bank.contractions ?? []).reduce(
      (text, [from, to]) => text.replace(from, to),
      filled,
    );
    return contracted.replace(doubled, '$1');
  }

  // Running text names the topic in full once, then by its shorter head phrase, as a writer would.
  private fill(frame: string, running: boolean): string {
    const topic = running && this.mentioned ? this.short : this.topic;
    if (running && frame.includes('{')) this.mentioned = true;
    return this.fillWith(frame, topic);
  }

  /** Every frame of a kind, for callers that choose by length. */
  frames(kind: BankKind): string[] {
    return this.bank[bankKey[kind]];
  }

  /** Marks text as given, so no later phrase repeats it. */
  claim(text: string): boolean {
    if (this.used.has(text)) return false;
    this.used.add(text);
    return true;
  }

  /** The next phrase of a kind not yet given in this answer, or '' when every kind ran out. */
  take(kind: Kind): string {
    if (kind === 'name') return this.name();
    const list = this.bank[bankKey[kind]];
    const start = this.seed[Object.keys(bankKey).indexOf(kind)] ?? 0;
    const running = ['sentence', 'reason', 'heading', 'story'].includes(kind);
    for (let tries = 0; tries < list.length; tries += 1) {
      const n = this.next.get(kind) ?? (kind === 'story' ? 0 : start);
      this.next.set(kind, n + 1);
      const text = this.fill(list[n % list.length] ?? '', running);
      if (text && this.claim(text)) return text;
    }
    const other = fallback[kind];
    return other ? this.take(other) : '';
  }

  /** Several phrases of a kind as running text. */
  run(kind: Kind, count: number): string {
    return this.mix(Array.from({ length: count }, () => kind));
  }

  /** Phrases of several kinds as running text. */
  mix(kinds: readonly Kind[]): string {
    return kinds
      .map((kind) => this.take(kind))
      .filter(Boolean)
      .join(this.bank.space);
  }

  tone(tone: string): string {
    return this.say(this.bank.tones[tone] ?? this.bank.tones.Professional ?? '');
  }

  /** Fixed bank text (a tone line, a letter's thanks) in the answer's register. */
  say(text: string): string {
    return this.fillWith(text, this.topic);
  }

  /** A format label ("Headline") in the answer's language. */
  label(english: string): string {
    return this.bank.labels[english] ?? english;
  }

  /** The topic's second mention ("the bottle"). */
  get shortTopic(): string {
    return this.short;
  }

  /**
   * The topic as a headline within `maxChars`: the longest run of its words around its head
   * noun that neither starts nor ends on a function word, a qualifier ("aus Bambus") counting
   * in its favour; capitalised unless asked not to.
   */
  headline(maxChars = Infinity, capital = true): string {
    const words = bareTopic(this.topic).split(' ');
    const head = bareTopic(this.short).split(' ');
    const noun = (this.bank.nounFirst ? head[0] : head.at(-1)) ?? '';
    const runs = words.flatMap((_, i) => words.slice(i).map((__, j) => words.slice(i, i + j + 1)));
    const score = (run: string[]) => run.join(' ').length + (run.some((w) => isQualifier(w)) ? 10 : 0);
    const best = runs
      .filter((run) => run.includes(noun) && run.join(' ').length <= maxChars)
      .filter((run) => !isFunctionWord(run[0] ?? '') && !isFunctionWord(run.at(-1) ?? ''))
      .sort((a, b) => score(b) - score(a))[0];
    const text = best?.join(' ') ?? noun.slice(0, maxChars);
    return capital ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  }

  /** An invented brand name from the topic's words and a suffix. */
  private name(): string {
    const words = tagWords(this.topic).filter((w) => /^[a-z]+$/.test(w));
    for (;;) {
      const n = this.next.get('name') ?? 0;
      this.next.set('name', n + 1);
      const stem = words.length > 0 ? (words[n % words.length] ?? 'nova') : 'nova';
      const cut = stem.slice(0, Math.max(3, Math.min(6, stem.length - 1)));
      const seed = this.seed[20] ?? 0;
      const round = Math.floor(n / syllables.length);
      const suffix = `${syllables[(n + seed) % syllables.length] ?? 'ly'}${round ? (syllables[(round + seed) % syllables.length] ?? '') : ''}`;
      const name = `${cut.charAt(0).toUpperCase()}${cut.slice(1)}${suffix}`;
      if (this.claim(name) || n > 200) return name;
    }
  }

  /** Hashtags from the topic's key nouns and the language's stems, unique within the answer. */
  hashtags(count: number): string {
    const tags = hashtags(this.topic, this.bank.tags, this.bank.nounFirst)
      .filter((tag) => !this.used.has(tag))
      .slice(0, count);
    for (const tag of tags) this.used.add(tag);
    return tags.join(' ');
  }
}
