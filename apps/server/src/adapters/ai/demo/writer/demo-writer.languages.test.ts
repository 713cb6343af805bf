import { eld } from 'eld/medium';
import { describe, expect, it } from 'vitest';
import { writingTools } from '@penwise/contract';
import { toolSlugOf } from '../demo-writer.ts';
import { writeTool } from './demo-writer.test-kit.ts';
import { bankFor } from './languages.ts';

// A brief per language, written as a user of that language would, and its key noun phrase.
const briefs = {
  English: [
    'Write a reusable bamboo water bottle for hikers. Keep it short.',
    'reusable bamboo water bottle',
  ],
  Spanish: ['Una botella de agua de bambú reutilizable para excursionistas', 'botella de agua de bambú'],
  French: ['Une gourde en bambou réutilisable pour les randonneurs', 'gourde en bambou'],
  German: ['Eine wiederverwendbare Trinkflasche aus Bambus für Wanderer', 'Trinkflasche aus Bambus'],
  Portuguese: ['Uma garrafa de bambu reutilizável para caminhantes', 'garrafa de bambu'],
  Italian: ['Una borraccia in bambù riutilizzabile per escursionisti', 'borraccia in bambù'],
  Dutch: ['Een herbruikbare bamboe waterfles voor wandelaars', 'herbruikbare bamboe waterfles'],
  Polish: ['Wielorazowa bambusowa butelka na wodę dla turystów', 'bambusowa butelka na wodę'],
  Japanese: ['登山者のための再利用可能な竹製ボトル', '竹製ボトル'],
  'Chinese (Simplified)': ['为徒步者设计的可重复使用竹制水瓶', '竹制水瓶'],
} as const;
const codes: Record<string, string> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Portuguese: 'pt',
  Italian: 'it',
  Dutch: 'nl',
  Polish: 'pl',
  Japanese: 'ja',
  'Chinese (Simplified)': 'zh',
};

const write = (slug: string, language: string, description: string, tone = 'Friendly') =>
  writeTool(slug, description, language, tone);

/** The item count a tool's prompt asks for, and how to count items in its answer. */
function askedCount(
  system: string,
  language: string,
): { min: number; max: number; pattern: RegExp } | undefined {
  const listed = /numbered list of (\d+)(?:–(\d+))?/i.exec(system);
  if (listed) return { min: Number(listed[1]), max: Number(listed[2] ?? listed[1]), pattern: /^\d+\. /gm };
  const options = /Write (\d+) (?:options|ad variations|caption options)/i.exec(system);
  // "Option 1" and "Variation 1" are written in the answer's language.
  const { labels } = bankFor(language).bank;
  const names = ['Option', 'Variation'].map((name) => labels[name] ?? name).join('|');
  if (options)
    return {
      min: Number(options[1]),
      max: Number(options[1]),
      pattern: new RegExp(`^(?:${names}) \\d+$`, 'gm'),
    };
  return undefined;
}

// The labels the catalogue prescribes ("Subject:", "Headline:") stay as written; strip them and
// placeholders before detecting the language of the prose.
const prose = (text: string) => text.replace(/^[A-Z][\w ’()–-]{0,30}:/gm, '').replace(/\[[^\]]*\]/g, '');

describe('demo writer in ten languages', () => {
  it('knows every catalogue tool by its prompt', () => {
    for (const tool of writingTools) expect(toolSlugOf(tool.prompt.system), tool.slug).toBe(tool.slug);
  });

  for (const [language, [description, phrase]] of Object.entries(briefs)) {
    it(`writes every tool in ${language}, on topic, deterministic and in the asked count`, () => {
      const problems: string[] = [];
      for (const tool of writingTools) {
        const text = write(tool.slug, language, description);
        if (text !== write(tool.slug, language, description))
          problems.push(`${tool.slug}: not deterministic`);
        if (tool.slug !== 'instagram-hashtags' && !text.toLowerCase().includes(phrase.toLowerCase()))
          problems.push(`${tool.slug}: off topic`);
        const detected = eld.detect(prose(text)).language;
        if (detected !== codes[language])
          problems.push(`${tool.slug}: reads as ${detected}: ${text.slice(0, 160)}`);
        const asked = askedCount(tool.prompt.system, language);
        const count = asked ? (text.match(asked.pattern)?.length ?? 0) : 0;
        if (asked && (count < asked.min || count > asked.max)) problems.push(`${tool.slug}: ${count} items`);
      }
      expect(problems.join('\n')).toBe('');
    });
  }

  it('follows the tone', () => {
    const friendly = write('welcome-email', 'English (US)', briefs.English[0], 'Friendly');
    const formal = write('welcome-email', 'English (US)', briefs.English[0], 'Formal');
    expect(friendly).toContain('Good news');
    expect(formal).toContain('The following sets out the main points.');
  });

  it('writes other languages in English after a one-line note', () => {
    const text = write('blog-intros', 'Hindi', briefs.English[0]);
    const [note, ...rest] = text.split('\n\n');
    expect(note).toMatch(/^Note: .*Hindi.*English\.$/);
    expect(eld.detect(rest.join(' ')).language).toBe('en');
    expect(write('blog-intros', 'Spanish', briefs.Spanish[0])).not.toMatch(/^Note:/);
  });

  it('takes the topic as a whole phrase, without the instruction or a cut-off tail', () => {
    const text = write(
      'blog-titles',
      'English (US)',
      'Write a welcome email for new members of a yoga studio',
    );
    expect(text).toContain('a welcome email for new members of a yoga studio');
    expect(text).not.toMatch(/\b(of|for|a)(\?|:|$)/m);
    expect(text).not.toMatch(/\bWrite\b/);
  });
});
