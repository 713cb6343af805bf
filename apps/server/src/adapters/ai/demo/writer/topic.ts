/** Leading instructions to strip, in the ten written languages ("write", "create", "escribe"…). */
const leadingVerbs =
  /^(?:please\s+)?(?:(?:write|create|generate|draft|make|give me|i need|we need|help me write|compose|escribe|escribir|crea|crear|redacta|écris|écrire|rédige|rédiger|crée|créer|schreibe|schreib|erstelle|verfasse|escreva|escrever|crie|criar|scrivi|scrivere|crea|creare|schrijf|maak|napisz|stwórz|utwórz|przygotuj)\b[\s:,]*)+/iu;
const cjkPrefix =
  /^(?:请|請)?(?:帮我)?(?:写|寫|撰写|生成|创建)(?:一篇|一个|一份|一封|一段|一些|一首|一则)?(?:关于)?/u;
const cjkSuffix =
  /(?:について(?:の)?)?(?:詩|俳句|歌詞|物語|スローガン)?(?:を)?(?:書いて|作って|作成して)(?:ください)?$|的(?:文章|内容|诗|诗歌|俳句|歌|歌词|故事|口号)$/u;

const articles =
  /^(a|an|the|my|our|un|una|unos|unas|el|la|los|las|le|les|une|des|ein|eine|einen|der|die|das|o|os|as|um|uma|il|lo|gli|i|de|het|een|mijn|onze)$/i;
// A phrase never ends on one of these: cutting after them leaves a fragment ("members of a").
const functionWords =
  /^(a|an|the|of|for|to|in|on|at|by|with|and|or|from|about|that|which|who|de|del|la|el|en|y|para|con|por|à|au|du|des|et|pour|avec|le|les|un|une|der|die|das|und|für|mit|von|zu|ein|eine|em|do|da|e|para|com|di|il|per|con|e|van|het|en|voor|met|een|i|w|z|na|dla|o|do)$/i;
// Kinds of writing a brief may name before its subject ("a haiku about autumn rain").
const pieces =
  'post|email|article|blog|ad|ads|caption|captions|tweet|tweets|thread|script|video|story|stories|tale|poem|poems|haiku|sonnet|limerick|verse|song|lyrics|slogan|slogans|tagline|taglines|speech|newsletter|essay|titles|ideas|headlines|description|poema|poème|gedicht|poesia|poesía|wiersz|wierszyk|canción|chanson|lied|canção|canzone|piosenka|cuento|historia|histoire|conte|geschichte|história|storia|racconto|verhaal|opowiadanie|eslogan|artículo|article|artikel|articolo|artigo|tekst|texto|texte|testo';

const forms: [RegExp, CreativeForm][] = [
  [/\bhaikus?\b|俳句/iu, 'haiku'],
  [
    /\b(song|lyrics|canción|chanson|lied|canção|canzone|piosenk\p{L}*)\b|歌詞|歌词|(?<!\p{L})歌(?!\p{L})/iu,
    'song',
  ],
  [
    /\b(poems?|poetry|sonnet|limerick|verses?|poema|poème|gedicht|poesia|poesía|wiersz\p{L}*)\b|詩|诗/iu,
    'poem',
  ],
  [
    /\b(short story|story|stories|tale|fable|cuento|relato|histoire|conte|geschichte|märchen|história|conto|storia|racconto|favola|verhaal|opowiadanie|bajk\p{L}*)\b|物語|故事/iu,
    'story',
  ],
  [/\b(slogans?|taglines?|motto|eslogan|lema|devise|hasło)\b|スローガン|口号/iu, 'slogan'],
];

export type CreativeForm = 'poem' | 'haiku' | 'song' | 'story' | 'slogan';

/** The creative form a brief asks for ("A haiku about autumn rain" → haiku), if any. */
export function formOf(description: string): CreativeForm | undefined {
  const clause = description.trim().split(/[.!?\n。！？]/u)[0] ?? '';
  return forms.find(([pattern]) => pattern.test(clause))?.[1];
}

const germanHint = /\b(für|und|mit|der|die|das|ein|eine|aus|von|zu|nach)\b/i;
const maxWords = 12;

function shorten(words: string[]): string[] {
  if (words.length <= maxWords) return trimTail(words);
  // Cut at a natural break (relative clause, conjunction) inside the first maxWords words.
  const breakAt = words.findIndex(
    (w, i) => i > 2 && /^(that|which|who|so|because|que|qui|dass|die|che|dat|który|która|które)$/i.test(w),
  );
  const kept = breakAt > 2 && breakAt <= maxWords ? words.slice(0, breakAt) : words.slice(0, maxWords);
  return trimTail(kept);
}

function trimTail(words: string[]): string[] {
  const kept = [...words];
  while (kept.length > 1 && functionWords.test(kept.at(-1) ?? '')) kept.pop();
  return kept;
}

/**
 * The brief's topic as one whole noun phrase: its first clause with leading instructions
 * ("Write a…") removed, cut only at a natural break and never after a function word.
 */
export function topicOf(description: string): string {
  const clause = (description.trim().split(/[.!?\n;:。！？；：]|,\s/u)[0] ?? '').trim();
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(clause) && !/\s/.test(clause)) {
    const bare =
      clause
        .replace(cjkPrefix, '')
        .replace(cjkSuffix, '')
        .split(/[，、]/u)[0] ?? '';
    return (bare.length > 30 ? bare.slice(0, 30) : bare) || clause;
  }
  const stripped = clause
    .replace(leadingVerbs, '')
    .replace(/^["'“„«]+|["'”»]+$/gu, '')
    .trim();
  // "a LinkedIn post about X" is about X; "un poema sobre el mar" is about "el mar".
  const about = new RegExp(
    `^(?:[\\p{L}-]+\\s+){0,4}?(?:${pieces})\\s+(?:about|on|sobre|sur|über|su|sul|sulla|sullo|over|o|na temat)\\s+(.+)$`,
    'iu',
  ).exec(stripped);
  const words = shorten((about?.[1] ?? stripped).split(/\s+/).filter(Boolean));
  if (words.length === 0) return clause || description.trim();
  const [first = '', ...rest] = words;
  const lower =
    articles.test(first) ||
    (!germanHint.test(stripped) && /^\p{Lu}\p{Ll}/u.test(first) && /^\p{Ll}/u.test(rest[0] ?? 'x'));
  return [lower ? first.toLowerCase() : first, ...rest].join(' ').replace(/[,"”»]+$/u, '');
}

/**
 * The topic as a language's frames want it: without a leading article where they quote it bare,
 * and without an English article inside another language's sentence ("de a mug" → "de mug").
 */
export function topicFor(topic: string, code: string, dropArticle?: RegExp): string {
  const english =
    code === 'en' ? topic : topic.replace(code === 'pt' ? /^(an|the)\s+/i : /^(an?|the)\s+/i, '');
  if (!dropArticle) return english;
  const bare = english.replace(dropArticle, '');
  return bare ? bare.charAt(0).toUpperCase() + bare.slice(1) : english;
}

/** The topic without a leading article. */
export function bareTopic(topic: string): string {
  const [first = '', ...rest] = topic.split(' ');
  return rest.length > 0 && articles.test(first) ? rest.join(' ') : topic;
}

// Words that never make a hashtag: question words, pronouns and stock adjectives.
const stopWords = new Set(
  (
    'why how what when where who whom which this that these those your yours our their its his her ' +
    'new best good great top more most very just some any all every each other own same such only ' +
    'will can could should would must need needs want make makes made get gets use using used ' +
    'are was were been being have has had into onto over under than then also about tips ideas ' +
    'para por como qué sus nuestro nuestra nuevo nueva mejor pour avec dans votre notre nouveau nouvelle ' +
    'meilleur für mit eine einen einem einer ihre unsere neue neuen beste wie was come nuovo nuova ' +
    'migliore como seu sua nosso nossa novo nova melhor voor hoe wat onze nieuwe beste jak dla nowy nowa ' +
    'najlepszy'
  ).split(' '),
);

/** Words of the topic worth a hashtag: its key nouns and adjectives, never function words. */
export function tagWords(topic: string): string[] {
  const words = topic.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words.filter((w) => !functionWords.test(w) && !articles.test(w) && !stopWords.has(w)))];
}

// Where a topic's head noun phrase ends: before its first qualifying phrase ("for hikers").
const qualifiers =
  /^(for|with|in|of|on|at|from|that|which|who|para|con|en|de|pour|avec|dans|à|für|mit|aus|von|im|per|di|da|com|voor|met|van|dla|na|z|w|do)$/i;

/** Whether a word only links others ("of", "für", "de"). */
export const isFunctionWord = (word: string) => functionWords.test(word) || articles.test(word);

/** Whether a word opens a qualifying phrase ("for hikers", "aus Bambus"). */
export const isQualifier = (word: string) => qualifiers.test(word);

/** A shorter second mention of the topic: its head phrase, with "the" for "a" where that is safe. */
export function shortTopic(topic: string, definite: Record<string, string> = {}): string {
  if (!/\s/.test(topic)) {
    const tail = topic.split(/の|的/u).at(-1) ?? '';
    return tail.length >= 2 ? tail : topic;
  }
  const words = topic.split(' ');
  const cut = words.findIndex((w, i) => i >= 2 && qualifiers.test(w));
  const head = cut > 0 ? words.slice(0, cut) : words;
  const article = definite[head[0] ?? ''];
  return [article ?? head[0], ...head.slice(1)].join(' ');
}
