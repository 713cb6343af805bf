import { describe, expect, it } from 'vitest';
import { firstJsonObject, learnedVoiceFields } from './learned-voice.ts';

const voice = {
  audience: 'Hikers who care about the planet.',
  style: 'Warm and direct.',
  dos: ['Use short sentences'],
  donts: ['Do not lecture'],
  useWords: ['trail', 'refill'],
  avoidWords: ['synergy'],
  maxSentenceWords: 18,
  person: 'first-plural',
  formality: 'casual',
};

describe('a voice read from a model’s answer', () => {
  it('takes the JSON object as it is', () => {
    expect(learnedVoiceFields(JSON.stringify(voice))).toEqual(voice);
  });

  it('finds the object inside a code fence or a sentence', () => {
    const fenced = `Here is the voice:\n\`\`\`json\n${JSON.stringify(voice, null, 2)}\n\`\`\`\nHope it helps {really}.`;
    expect(learnedVoiceFields(fenced)).toEqual(voice);
  });

  it('skips braces that are not JSON and reads strings holding braces', () => {
    expect(firstJsonObject('Use {this} shape: {"style": "Says \\"{hi}\\" a lot"}')).toEqual({
      style: 'Says "{hi}" a lot',
    });
  });

  it('drops unknown keys and invalid values, keeping the rest', () => {
    const fields = learnedVoiceFields(
      JSON.stringify({
        ...voice,
        colour: 'blue',
        person: 'we',
        formality: 'Casual',
        maxSentenceWords: 400,
        dos: ['Keep it short', 42, '', 'x'.repeat(300), 'Keep it short'],
        avoidWords: 'synergy',
      }),
    );
    expect(fields).toMatchObject({
      audience: voice.audience,
      person: null,
      formality: 'casual',
      maxSentenceWords: null,
      dos: ['Keep it short'],
      avoidWords: [],
    });
    expect(fields).not.toHaveProperty('colour');
  });

  it.each([
    ['no JSON at all', 'I could not find a voice in these samples.'],
    ['a list, not an object', '["warm", "direct"]'],
    ['only unknown keys', '{"tone": "warm"}'],
    ['only empty values', '{"audience": "", "dos": [], "person": null}'],
    ['an unclosed object', '{"audience": "Hikers"'],
  ])('finds nothing usable in %s', (_name, text) => {
    expect(learnedVoiceFields(text)).toBeUndefined();
  });
});
