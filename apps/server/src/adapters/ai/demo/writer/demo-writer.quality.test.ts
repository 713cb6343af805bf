import { describe, expect, it } from 'vitest';
import { writingTools } from '@penwise/contract';
import { descriptionLimit, headlineLimit } from './ads.ts';
import { writeTool } from './demo-writer.test-kit.ts';
import { formOf, topicOf } from './topic.ts';

const write = (slug: string, description: string, language = 'English (US)', tone = 'Friendly') =>
  writeTool(slug, description, language, tone);

const sentencesIn = (text: string) =>
  text
    .split(/\n+|(?<=[.!?。！？])\s+/u)
    .map((s) => s.replace(/^(?:\d+[./] |- |[\p{L} ]{1,30}: )/u, '').trim())
    .filter((s) => s.replace(/\[[^\]]*\]/g, '').length > 15);

const paragraph =
  'The city council voted on Tuesday to expand the bike lane network across the old town. ' +
  'The plan adds twelve kilometres of protected lanes over the next two years. ' +
  'Shop owners worried about parking, so the council kept loading zones on every street. ' +
  'Cyclists welcomed the decision and said the lanes would make school runs safer. ' +
  'Work on the first lanes starts in March, with the busiest streets done first.';

describe('demo writer: creative briefs', () => {
  it('reads the subject and the form from the request', () => {
    expect(topicOf('A poem about the sea')).toBe('the sea');
    expect(topicOf('Write a haiku about autumn rain')).toBe('autumn rain');
    expect(topicOf('Un poema sobre el mar')).toBe('el mar');
    expect(formOf('A poem about the sea')).toBe('poem');
    expect(formOf('Write a haiku about autumn rain')).toBe('haiku');
    expect(formOf('A reusable bamboo water bottle')).toBeUndefined();
  });

  it('writes "a poem about the sea" as verse about the sea, not product copy', () => {
    const text = write('write-anything', 'A poem about the sea');
    const lines = text.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(12);
    expect(lines.filter((line) => /\bsea\b/i.test(line)).length).toBeGreaterThanOrEqual(4);
    expect(text).not.toMatch(/poem about|notice the change|adjust as you go|easy to choose|Good news/i);
    expect(lines.every((line) => line.split(' ').length <= 10)).toBe(true);
  });

  it('writes a haiku as three short lines on the subject', () => {
    const lines = write('write-anything', 'A haiku about autumn rain').split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.join(' ')).toMatch(/autumn rain/i);
    expect(lines.join(' ')).not.toMatch(/haiku/i);
  });

  it('tells a story rather than marketing one', () => {
    const text = write('write-anything', 'A short story about a lighthouse keeper', 'Spanish');
    expect(text).toMatch(/a lighthouse keeper|farero|lighthouse/);
    expect(text).not.toMatch(/Pruébalo|Empieza ahora/);
  });
});

describe('demo writer: transforms work on the user’s text', () => {
  it('summarises with sentences taken from the text', () => {
    const text = write('summarize-text', paragraph);
    for (const sentence of sentencesIn(text)) expect(paragraph).toContain(sentence.replace(/\.$/, ''));
    expect(text).toContain('The city council voted on Tuesday');
    expect(text).not.toMatch(/the city council voted(?! on)/);
  });

  it('fixes simple errors and says in one line that it fixes only those', () => {
    const [fixed, note, ...rest] = write(
      'grammar-checker',
      'yesterday i went to the the market .it was  busy ,but i found everything',
    ).split('\n\n');
    expect(fixed).toBe('Yesterday I went to the market. It was busy, but I found everything.');
    expect(note).toMatch(/only simple errors/);
    expect(rest).toEqual([]);
  });

  it('hands text back with a note in the target language instead of inventing a translation', () => {
    const text = write('translator', 'Good morning, the shop opens at nine.', 'Spanish');
    expect(text.split('\n\n')).toEqual([
      expect.stringMatching(/^Nota: .*no puede traducir/),
      'Good morning, the shop opens at nine.',
    ]);
    expect(write('content-rewriter', paragraph)).toContain(paragraph);
  });
});

describe('demo writer: every answer reads as written once', () => {
  const briefs = [
    'A reusable bamboo water bottle for hikers',
    'A weekend food festival in Lisbon',
    'Why new parents need more sleep',
  ];
  for (const language of ['English (US)', 'Spanish', 'German']) {
    it(`never repeats a sentence in ${language}`, () => {
      const problems: string[] = [];
      for (const brief of briefs)
        for (const tool of writingTools) {
          if (tool.slug === 'song-lyrics') continue; // the form repeats its chorus
          const seen = new Set<string>();
          for (const sentence of sentencesIn(write(tool.slug, brief, language))) {
            // A title line may name just the topic ("Zeit für einen neuen Blick? Meer").
            if (brief.toLowerCase().includes(sentence.toLowerCase())) continue;
            if (seen.has(sentence)) problems.push(`${tool.slug} (${brief}): ${sentence}`);
            seen.add(sentence);
          }
        }
      expect(problems).toEqual([]);
    });
  }
});

describe('demo writer: formats', () => {
  it('keeps Google Ads headlines and descriptions within Google’s limits', () => {
    for (const brief of ['A reusable bamboo water bottle for hikers', 'Una taza de cerámica hecha a mano']) {
      const [headlines = '', descriptions = ''] = write('google-ads', brief, 'Spanish').split('\n\n');
      const items = (block: string) =>
        block
          .split('\n')
          .slice(1)
          .map((l) => l.replace(/^\d+\. /, ''));
      expect(items(headlines)).toHaveLength(10);
      expect(items(descriptions)).toHaveLength(4);
      for (const h of items(headlines)) expect(h.length, h).toBeLessThanOrEqual(headlineLimit);
      for (const d of items(descriptions)) expect(d.length, d).toBeLessThanOrEqual(descriptionLimit);
    }
  });

  it('makes hashtags from the topic’s key words, never function words', () => {
    const tags = write('instagram-hashtags', 'Why new parents need more sleep').match(/#\S+/g) ?? [];
    expect(tags).toContain('#parents');
    expect(tags).toContain('#sleep');
    expect(tags.filter((t) => /^#(why|new|need|more)$/.test(t))).toEqual([]);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('writes the format’s labels in the answer’s language', () => {
    const ads = write('facebook-ads', 'Una taza de cerámica hecha a mano', 'Spanish');
    expect(ads).toMatch(/^Variante 1$/m);
    expect(ads).toMatch(/^Texto principal: /m);
    expect(ads).not.toMatch(/Headline|Primary text/);
    expect(write('pros-and-cons', 'Ein Lastenrad', 'German')).toMatch(/^Vorteile:\n/);
  });

  it('puts an English topic into a Spanish sentence without a doubled or English article', () => {
    const text = write('product-description', 'A handmade ceramic mug', 'Spanish');
    expect(text).toContain('handmade ceramic mug');
    expect(text).not.toMatch(/\ba a\b|\b(?:de|a|en|con) (?:a|an|the) /);
  });
});

describe('demo writer: tone', () => {
  it('says du in Casual German and je in Casual Dutch', () => {
    const german = write('engagement-questions', 'Ein Lastenrad für Familien', 'German', 'Casual');
    expect(german).not.toMatch(/\b(Sie|Ihnen|Ihre?)\b/);
    expect(german).toMatch(/\b(du|dir|dich)\b/);
    const dutch = write('engagement-questions', 'Een bakfiets voor gezinnen', 'Dutch', 'Casual');
    expect(dutch).not.toMatch(/\b(u|uw)\b/);
  });

  it('opens a Formal English email with "Dear"', () => {
    expect(write('welcome-email', 'A yoga studio', 'English (US)', 'Formal')).toMatch(
      /^Dear \[First Name\],$/m,
    );
    expect(write('welcome-email', 'A yoga studio', 'English (US)', 'Friendly')).toMatch(
      /^Hi \[First Name\],$/m,
    );
  });
});
