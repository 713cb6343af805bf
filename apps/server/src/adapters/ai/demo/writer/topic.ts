/** Leading instructions to strip, in the ten written languages ("write", "create", "escribe"…). */
const leadingVerbs =
  /^(?:please\s+)?(?:(?:write|create|generate|draft|make|give me|i need|we need|help me write|compose|escribe|escribir|crea|crear|redacta|écris|écrire|rédige|rédiger|crée|créer|schreibe|schreib|erstelle|verfasse|escreva|escrever|crie|criar|scrivi|scrivere|crea|creare|schrijf|maak|napisz|stwórz|utwórz|przygotuj)\b[\s:,]*)+/iu;
const cjkPrefix = /^(?:请|請)?(?:帮我)?(?:写|寫|撰写|生成|创建)(?:一篇|一个|一份|一封|一段|一些)?(?:关于)?/u;
const cjkSuffix = /(?:について)?(?:を)?(?:書いて|作って|作成して)(?:ください)?$|的(?:文章|内容)$/u;

const articles =
  /^(a|an|the|my|our|un|una|unos|unas|el|la|los|las|le|les|une|des|ein|eine|einen|der|die|das|o|os|as|um|uma|il|lo|gli|i|de|het|een|mijn|onze)$/i;
// A phrase never ends on one of these: cutting after them leaves a fragment ("members of a").
const functionWords =
  /^(a|an|the|of|for|to|in|on|at|by|with|and|or|from|about|that|which|who|de|del|la|el|en|y|para|con|por|à|au|du|des|et|pour|avec|le|les|un|une|der|die|das|und|für|mit|von|zu|ein|eine|em|do|da|e|para|com|di|il|per|con|e|van|het|en|voor|met|een|i|w|z|na|dla|o|do)$/i;
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
  // "a LinkedIn post about X" is about X.
  const about =
    /^(?:(?:a|an|the|my|our)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:post|email|article|blog|ad|ads|caption|captions|tweet|tweets|thread|script|video|story|poem|speech|newsletter|essay|titles|ideas|headlines|description)\s+(?:about|on)\s+(.+)$/iu.exec(
      stripped,
    );
  const words = shorten((about?.[1] ?? stripped).split(/\s+/).filter(Boolean));
  if (words.length === 0) return clause || description.trim();
  const [first = '', ...rest] = words;
  const lower =
    articles.test(first) ||
    (!germanHint.test(stripped) && /^\p{Lu}\p{Ll}/u.test(first) && /^\p{Ll}/u.test(rest[0] ?? 'x'));
  return [lower ? first.toLowerCase() : first, ...rest].join(' ').replace(/[,"”»]+$/u, '');
}

/** The topic as a language's frames want it: without a leading article where they quote it bare. */
export function topicFor(topic: string, dropArticle?: RegExp): string {
  if (!dropArticle) return topic;
  const bare = topic.replace(dropArticle, '');
  return bare ? bare.charAt(0).toUpperCase() + bare.slice(1) : topic;
}

/** Words of the topic worth a hashtag. */
export function tagWords(topic: string): string[] {
  const words = topic.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words.filter((w) => !functionWords.test(w) && !articles.test(w)))];
}

// Where a topic's head noun phrase ends: before its first qualifying phrase ("for hikers").
const qualifiers =
  /^(for|with|in|of|on|at|from|that|which|who|para|con|en|de|pour|avec|dans|à|für|mit|aus|von|im|per|di|da|com|voor|met|van|dla|na|z|w|do)$/i;

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
