import type { VoicePerson } from '@penwise/contract';
import { capitalised, normalWord, wordsOf, type TextSpan } from './voice-text.ts';

type Pronoun =
  'subject' | 'object' | 'possessive' | 'pronoun' | 'reflexive' | 'am' | 'have' | 'will' | 'would';

// Each person's forms, by grammatical role: a foreign form is replaced by the voice's form of the same role.
const forms: Record<VoicePerson, Record<Pronoun, string>> = {
  'first-singular': {
    subject: 'I',
    object: 'me',
    possessive: 'my',
    pronoun: 'mine',
    reflexive: 'myself',
    am: "I'm",
    have: "I've",
    will: "I'll",
    would: "I'd",
  },
  'first-plural': {
    subject: 'we',
    object: 'us',
    possessive: 'our',
    pronoun: 'ours',
    reflexive: 'ourselves',
    am: "we're",
    have: "we've",
    will: "we'll",
    would: "we'd",
  },
  second: {
    subject: 'you',
    object: 'you',
    possessive: 'your',
    pronoun: 'yours',
    reflexive: 'yourself',
    am: "you're",
    have: "you've",
    will: "you'll",
    would: "you'd",
  },
  third: {
    subject: 'they',
    object: 'them',
    possessive: 'their',
    pronoun: 'theirs',
    reflexive: 'themselves',
    am: "they're",
    have: "they've",
    will: "they'll",
    would: "they'd",
  },
};

const personOf = new Map<string, { person: VoicePerson; role: Pronoun }>();
for (const person of ['first-singular', 'first-plural', 'second'] as const)
  for (const [role, form] of Object.entries(forms[person]) as [Pronoun, string][])
    personOf.set(normalWord(form), { person, role });
personOf.set('yourselves', { person: 'second', role: 'reflexive' });
personOf.set("let's", { person: 'first-plural', role: 'subject' });

// Which persons break a voice: a brand speaking as "we" to "you" is one voice, so those two mix freely.
const foreign: Record<VoicePerson, readonly VoicePerson[]> = {
  'first-singular': ['first-plural'],
  'first-plural': ['first-singular'],
  second: ['first-singular'],
  third: ['first-singular', 'first-plural', 'second'],
};

/** The person a text is mostly written in; third when it uses no first or second person; null for too little text. */
export function detectPerson(text: string): VoicePerson | null {
  const words = wordsOf(text);
  if (words.length < 5) return null;
  const counts: Record<VoicePerson, number> = { 'first-singular': 0, 'first-plural': 0, second: 0, third: 0 };
  for (const word of words) {
    const known = personOf.get(normalWord(word.text));
    if (known) counts[known.person] += 1;
  }
  const [top, count] = (Object.entries(counts) as [VoicePerson, number][]).reduce((best, entry) =>
    entry[1] > best[1] ? entry : best,
  );
  return count === 0 ? 'third' : top;
}

// "I am" becomes "we are", not "we am"; "I was" becomes "we were".
const verbAfter: Record<string, (person: VoicePerson) => string> = {
  am: (person) => (person === 'first-singular' ? 'am' : 'are'),
  are: (person) => (person === 'first-singular' ? 'am' : 'are'),
  was: (person) => (person === 'first-singular' ? 'was' : 'were'),
  were: (person) => (person === 'first-singular' ? 'was' : 'were'),
};

// After these, "you" is an object: "for you" becomes "for them".
const objectCues = new Set([
  'to',
  'for',
  'with',
  'about',
  'from',
  'at',
  'by',
  'of',
  'like',
  'help',
  'give',
  'tell',
  'show',
  'let',
  'thank',
]);

function roleOf(word: TextSpan, known: Pronoun, previous: TextSpan | undefined): Pronoun {
  if (normalWord(word.text) !== 'you') return known;
  return previous && objectCues.has(normalWord(previous.text)) ? 'object' : 'subject';
}

const isFirstSingular = (word: string): boolean => /^I(?:['’\s]|$)/.test(word);

/** The replacement written like the original: capitals, curly apostrophes; "I" always upper case. */
function inCaseOf(original: string, replacement: string, sentenceStart: boolean): string {
  const text = original.includes('’') ? replacement.replaceAll("'", '’') : replacement;
  if (original.length > 1 && original === original.toUpperCase()) return text.toUpperCase();
  if (isFirstSingular(text)) return text;
  const capital = sentenceStart || (!isFirstSingular(original) && /^\p{Lu}/u.test(original));
  return capital ? capitalised(text) : text;
}

export interface PersonSlip {
  span: TextSpan;
  suggestion: string;
  person: VoicePerson;
}

/** Pronouns of a sentence written in a person the voice does not use, with the voice's form for each. */
export function personSlips(voicePerson: VoicePerson, sentence: TextSpan): PersonSlip[] {
  const words = wordsOf(sentence.text, sentence.start);
  const slips: PersonSlip[] = [];
  words.forEach((word, index) => {
    const known = personOf.get(normalWord(word.text));
    if (!known || !foreign[voicePerson].includes(known.person)) return;
    const role = roleOf(word, known.role, words[index - 1]);
    let replacement = forms[voicePerson][role];
    let end = word.end;
    const next = words[index + 1];
    const verb = next && role === 'subject' ? verbAfter[normalWord(next.text)] : undefined;
    if (
      next &&
      verb &&
      /^\s+$/.test(sentence.text.slice(word.end - sentence.start, next.start - sentence.start))
    ) {
      replacement = `${replacement} ${inCaseOf(next.text, verb(voicePerson), false)}`;
      end = next.end;
    }
    const original = sentence.text.slice(word.start - sentence.start, end - sentence.start);
    slips.push({
      span: { text: original, start: word.start, end },
      suggestion: inCaseOf(word.text, replacement, index === 0),
      person: known.person,
    });
  });
  return slips;
}
