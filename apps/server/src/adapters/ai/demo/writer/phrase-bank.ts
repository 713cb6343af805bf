/**
 * One language's sentence frames for the offline writer. `{t}` is the brief's topic as written,
 * `{T}` the same with a capital. Frames only put the topic where a whole noun phrase reads
 * naturally (after a preposition or colon, or quoted), never as a verb's subject, so number and
 * gender never need to agree. Body sentences and verse must read sensibly for any noun phrase:
 * a product, a place, an event or a feeling.
 */
export interface PhraseBank {
  /** Headline frames: titles, subject lines, taglines (12). */
  titles: string[];
  /** Body sentences about the topic, true of anything from a bottle to the sea (12). */
  sentences: string[];
  /** Benefit sentences, topic-free (8). */
  benefits: string[];
  /** Honest drawbacks (5). */
  cons: string[];
  /** Open questions about the topic (12). */
  questions: string[];
  /** Calls to action as sentences (8). */
  ctas: string[];
  /** Button texts of 2–4 words (10). */
  buttons: string[];
  /** Opening hooks (6). */
  hooks: string[];
  /** Section headings (8). */
  headings: string[];
  /** Short topic-free lines for poems and songs (8). */
  verses: string[];
  /** Short lines of verse naming the topic (8). */
  lines: string[];
  /** Narrative sentences for stories, in order (8). */
  story: string[];
  /** Reasons a name fits (4). */
  reasons: string[];
  /** One opening line per tone, keyed by the tone's English name. */
  tones: Record<string, string>;
  /** Monday to Sunday. */
  days: string[];
  /** Greetings (informal, formal, to a hiring manager), sign-offs and closing thanks. */
  letter: {
    hello: string;
    formal: string;
    dear: string;
    regards: string;
    sincerely: string;
    thanks: string;
  };
  /** The format's labels ("Headline", "Pros") by their English text; missing ones stay English. */
  labels: Record<string, string>;
  /** One-line notes on what the offline demo cannot do. */
  notes: { translate: string; rewrite: string; grammar: string };
  /** Hashtag stems in this language (10). */
  tags: string[];
  /** Whether a noun phrase starts with its noun ("botella de agua"), as in the Romance languages. */
  nounFirst?: boolean;
  /** How sentences are joined: a space, or nothing for Japanese and Chinese. */
  space: string;
  /** Indefinite → definite article, for the topic's second mention ("a bottle" → "the bottle"). */
  definite?: Record<string, string>;
  /** Article contractions to apply after filling ("de le" → "du"). */
  contractions?: [RegExp, string][];
  /** Leading articles to drop from the topic, for languages whose frames quote it bare. */
  dropArticle?: RegExp;
  /** Rewrites of frames addressing the reader formally, for a Casual tone (Sie → du, u → je). */
  informal?: [RegExp, string][];
}
