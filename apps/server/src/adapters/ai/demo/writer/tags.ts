import { bareTopic, shortTopic, tagWords } from './topic.ts';

const clean = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/**
 * Hashtags for a topic, most specific first: the topic's key words, the head phrase run together
 * ("#bamboowaterbottle"), neighbouring key words ("#waterbottle"), the head noun with the
 * language's stems ("#bottletips"), then the stems alone. Never a function word ("#why", "#new").
 */
export function hashtags(topic: string, stems: string[], nounFirst = false): string[] {
  const words = tagWords(topic).map(clean).filter(Boolean);
  const head = tagWords(shortTopic(bareTopic(topic)))
    .map(clean)
    .filter(Boolean);
  const compact = clean(head.join(' '));
  const pairs = head.slice(1).map((word, i) => `${head[i] ?? ''}${word}`);
  // The noun a phrase is about: first in the Romance languages, last in the others.
  const noun = (nounFirst ? head[0] : head.at(-1)) ?? words[0];
  const pool = [
    ...words,
    ...(compact.length <= 24 ? [compact] : []),
    ...pairs,
    ...(noun ? stems.map((s) => `${noun}${s}`) : []),
    ...stems,
  ];
  // Japanese and Chinese topics have no spaces: the whole topic is one tag.
  if (words.length === 0 && topic.trim()) pool.unshift(clean(topic));
  return [...new Set(pool.filter(Boolean))].map((tag) => `#${tag}`);
}
