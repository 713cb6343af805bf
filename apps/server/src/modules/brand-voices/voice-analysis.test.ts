import { describe, expect, it } from 'vitest';
import { BrandVoiceFields, type VoiceIssue } from '@penwise/contract';
import { analyseSamples, checkAgainstVoice, detectPerson, splitSentences } from './voice-analysis.ts';
import { splitInTwo } from './voice-rewrite.ts';

const voice = (fields: Partial<BrandVoiceFields>): BrandVoiceFields => BrandVoiceFields.parse(fields);

const expectOffsetsRight = (text: string, issues: VoiceIssue[]) => {
  for (const issue of issues) expect(text.slice(issue.start, issue.end)).toBe(issue.excerpt);
};

describe('splitSentences', () => {
  it('splits on end punctuation and line breaks, with offsets into the text', () => {
    const text = '  Hello there. How are you?!\nFine "thanks."  Dr. Who came, e.g. today…  Last one';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'Hello there.',
      'How are you?!',
      'Fine "thanks."',
      'Dr. Who came, e.g. today…',
      'Last one',
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('keeps decimals and initials inside a sentence', () => {
    expect(splitSentences('It costs 3.5 dollars. J. Smith agreed.').map((s) => s.text)).toEqual([
      'It costs 3.5 dollars.',
      'J. Smith agreed.',
    ]);
  });

  it('answers nothing for blank text', () => {
    expect(splitSentences(' \n\n ')).toEqual([]);
  });
});

describe('detectPerson', () => {
  it('finds the dominant person', () => {
    expect(detectPerson('I wrote this and my team liked it a lot.')).toBe('first-singular');
    expect(detectPerson("We build tools. Our team ships weekly and we're proud.")).toBe('first-plural');
    expect(detectPerson('You set it up in minutes, and your data stays yours.')).toBe('second');
    expect(detectPerson('The company builds tools. It ships them weekly.')).toBe('third');
  });

  it('answers null for too little text', () => {
    expect(detectPerson('Hi there')).toBeNull();
  });
});

describe('analyseSamples', () => {
  const casual = [
    "Hey folks! We're shipping a new editor today. It's fast, it's simple and you'll love it.",
    "We've rebuilt the editor from scratch. Our editor saves as you type! Try the editor now.",
  ];

  it('reads sentence length, person, register and favourite words', () => {
    const fields = analyseSamples(casual);
    expect(fields.person).toBe('first-plural');
    expect(fields.formality).toBe('casual');
    expect(fields.maxSentenceWords).toBeGreaterThanOrEqual(5);
    expect(fields.maxSentenceWords).toBeLessThanOrEqual(12);
    expect(fields.useWords[0]).toBe('editor');
    expect(fields.avoidWords).toContain('synergy');
    expect(fields.avoidWords.length).toBeLessThanOrEqual(8);
    expect(fields.dos.some((rule) => rule.includes('"we"'))).toBe(true);
    expect(fields.style).toMatch(/^Casual/);
    expect(() => BrandVoiceFields.parse(fields)).not.toThrow();
  });

  it('never lists a word the samples use as one to avoid', () => {
    const fields = analyseSamples(['We leverage very robust tooling. We leverage it daily, very often.']);
    expect(fields.avoidWords).not.toContain('leverage');
    expect(fields.avoidWords).not.toContain('very');
    expect(fields.avoidWords).not.toContain('robust');
  });

  it('reads a formal register', () => {
    const fields = analyseSamples([
      'The organisation therefore recommends comprehensive documentation of all procedural requirements. ' +
        'Furthermore, stakeholders should consult the applicable regulations before implementation. ' +
        'Consequently, the committee will evaluate every submission independently.',
    ]);
    expect(fields.formality).toBe('formal');
    expect(fields.person).toBe('third');
  });

  it('keeps the cap within 5 to 100 words', () => {
    expect(analyseSamples(['Go. Now. Run.']).maxSentenceWords).toBe(5);
    expect(analyseSamples([`${'word '.repeat(150)}end.`]).maxSentenceWords).toBe(100);
  });

  it('answers empty fields for empty samples', () => {
    const fields = analyseSamples(['   ']);
    expect(fields).toMatchObject({ maxSentenceWords: null, person: null, formality: null, useWords: [] });
  });
});

describe('checkAgainstVoice: avoided words', () => {
  it('finds each whole-word occurrence, whatever the case, and offers the preferred word', () => {
    const text = 'We Leverage data. Leveraged? No: we leverage it and utilize tools.';
    const issues = checkAgainstVoice(
      voice({ avoidWords: ['leverage', 'utilize'], useWords: ['build on'] }),
      text,
    );
    expect(issues.map((i) => [i.excerpt, i.suggestion])).toEqual([
      ['Leverage', 'Build on'],
      ['leverage', 'build on'],
      ['utilize', 'use'],
    ]);
    expectOffsetsRight(text, issues);
  });

  it('offers the sentence without the word when no plain word fits', () => {
    const text = 'First one. It is very good, very. Very nice.';
    const issues = checkAgainstVoice(voice({ avoidWords: ['very'] }), text);
    expect(issues.map((i) => i.suggestion)).toEqual(['It is good, very.', 'It is very good.', 'Nice.']);
    expect(issues[0]?.excerpt).toBe('It is very good, very.');
    expectOffsetsRight(text, issues);
  });

  it('matches a phrase across spacing', () => {
    const text = 'A real  Game-Changer for teams.';
    const issues = checkAgainstVoice(voice({ avoidWords: ['game-changer'] }), text);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.suggestion).toBe('Big step');
    expectOffsetsRight(text, issues);
  });
});

describe('checkAgainstVoice: sentence length', () => {
  it('flags sentences over the cap and splits them at a comma or conjunction near the middle', () => {
    const text =
      'Short one. We wrote a long sentence about the product, and it keeps going well past the cap we set.';
    const issues = checkAgainstVoice(voice({ maxSentenceWords: 8 }), text);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ rule: 'sentence-length' });
    expect(issues[0]?.suggestion).toBe(
      'We wrote a long sentence about the product. It keeps going well past the cap we set.',
    );
    expectOffsetsRight(text, issues);
  });

  it('keeps "but" and the end punctuation', () => {
    expect(splitInTwo('The tool is quick to set up for most teams but slow to learn for some people!')).toBe(
      'The tool is quick to set up for most teams. But slow to learn for some people!',
    );
  });

  it('splits at the middle word when nothing fits better', () => {
    expect(splitInTwo('one two three four five six seven eight')).toBe(
      'one two three four. Five six seven eight.',
    );
  });
});

describe('checkAgainstVoice: person', () => {
  it('replaces "I" forms in a "we" voice, keeping the case and the verb', () => {
    const text = "I think my team is right. Then I am sure, and I'm glad; MY call. Ask me.";
    const issues = checkAgainstVoice(voice({ person: 'first-plural' }), text);
    expect(issues.map((i) => [i.excerpt, i.suggestion])).toEqual([
      ['I', 'We'],
      ['my', 'our'],
      ['I am', 'we are'],
      ["I'm", "we're"],
      ['MY', 'OUR'],
      ['me', 'us'],
    ]);
    expectOffsetsRight(text, issues);
  });

  it('replaces "we" forms in an "I" voice with curly apostrophes kept', () => {
    const text = 'We were late. Our fault, we’re sorry.';
    const issues = checkAgainstVoice(voice({ person: 'first-singular' }), text);
    expect(issues.map((i) => i.suggestion)).toEqual(['I was', 'My', 'I’m']);
    expectOffsetsRight(text, issues);
  });

  it('lets a "we" voice talk to "you", and turns "you" into "they"/"them" in a third-person voice', () => {
    expect(checkAgainstVoice(voice({ person: 'first-plural' }), 'We help you grow.')).toEqual([]);
    const text = 'You get more. We built it for you.';
    const issues = checkAgainstVoice(voice({ person: 'third' }), text);
    expect(issues.map((i) => i.suggestion)).toEqual(['They', 'They', 'them']);
    expectOffsetsRight(text, issues);
  });
});

describe('checkAgainstVoice: bounds and order', () => {
  it('lists issues in text order and at most 200', () => {
    const text = 'I really like it. '.repeat(300);
    const issues = checkAgainstVoice(voice({ person: 'first-plural', avoidWords: ['really'] }), text);
    expect(issues).toHaveLength(200);
    expect(issues.map((i) => i.start)).toEqual([...issues.map((i) => i.start)].sort((a, b) => a - b));
    expect(issues.slice(0, 2).map((i) => i.rule)).toEqual(['person', 'avoid-word']);
    expectOffsetsRight(text, issues);
  });

  it('answers nothing for a voice without rules', () => {
    expect(checkAgainstVoice(voice({}), 'Anything goes here, I think.')).toEqual([]);
  });
});
