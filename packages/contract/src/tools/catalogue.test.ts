import { describe, expect, it } from 'vitest';
import {
  categories,
  Category,
  defaultCategorySlug,
  defaultLanguage,
  defaultTone,
  findTool,
  languages,
  renderToolPrompt,
  tones,
  toolCounts,
  toolsInCategory,
  writingToolCount,
  writingTools,
  WritingTool,
} from './index.ts';

// The categories in dashboard order, each with its number of tools.
const expectedCounts: [title: string, count: number][] = [
  ['Write Anything', 1],
  ['Image Generation', 0],
  ['Speech to Text', 0],
  ['Text to Speech', 0],
  ['Ads', 2],
  ['Blog Posts', 5],
  ['Contents', 21],
  ['Ecommerce', 6],
  ['Emails', 6],
  ['Frameworks', 4],
  ['Marketing', 6],
  ['SEO', 1],
  ['Social Media', 14],
  ['Video', 6],
  ['Websites', 8],
  ['Other', 12],
];

// Tool titles that must stay exactly as written.
const specTitles: Record<string, string[]> = {
  'Blog Posts': ['Blog Titles', 'Blog Section', 'Blog Ideas', 'Blog Intros', 'Blog Conclusion'],
  Contents: [
    'Article Generator',
    'Content Rewriter',
    'Paragraph Generator',
    'Talking Points',
    'Pros & Cons',
    'Summarize Text',
    'Product Description',
    'Startup Name Generator',
    'Product Name Generator',
    'Academic Essay',
    'Creative Stories',
    'Grammar Checker',
    'Summarize for 2nd Grader',
    'Text Extender',
    'Rewrite with Keywords',
    'Business Ideas',
    'Tone Changer',
    'Dictionary',
    'Privacy Policy',
    'Terms and Conditions',
    'Ebook Content Outline',
  ],
  Frameworks: ['PAS', 'AIDA', 'BAB', 'PPPP'],
};

const slugOf = (title: string) => categories.find((c) => c.title === title)?.slug ?? '';
const leftover = /\{(description|tone|language)\}/;

describe('tool catalogue', () => {
  it('has the 16 categories in SPEC order, each valid', () => {
    expect(categories.map((c) => c.title)).toEqual(expectedCounts.map(([title]) => title));
    for (const c of categories) expect(Category.safeParse(c).success).toBe(true);
    expect(new Set(categories.map((c) => c.slug)).size).toBe(16);
    expect(categories.filter((c) => c.kind !== 'text').map((c) => c.title)).toEqual([
      'Image Generation',
      'Speech to Text',
      'Text to Speech',
    ]);
  });

  it('has exactly SPEC’s tool count per category, 92 in all', () => {
    for (const [title, count] of expectedCounts) {
      expect(toolsInCategory(slugOf(title)), title).toHaveLength(count);
    }
    expect(writingTools).toHaveLength(92);
  });

  it('contains the titles SPEC gives, in its order', () => {
    for (const [category, titles] of Object.entries(specTitles)) {
      expect(toolsInCategory(slugOf(category)).map((t) => t.title)).toEqual(titles);
    }
  });

  it('has unique kebab-case slugs and unique titles', () => {
    const slugs = writingTools.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(writingTools.map((t) => t.title)).size).toBe(writingTools.length);
  });

  it('gives every tool an existing text category and a complete prompt', () => {
    for (const tool of writingTools) {
      expect(WritingTool.safeParse(tool).success, tool.slug).toBe(true);
      expect(categories.find((c) => c.slug === tool.category)?.kind, tool.slug).toBe('text');
      for (const placeholder of ['{description}', '{tone}', '{language}']) {
        expect(tool.prompt.user, tool.slug).toContain(placeholder);
      }
      expect(tool.prompt.system, tool.slug).toContain('{language}');
      expect(tool.prompt.system, tool.slug).toContain('{tone}');
      expect(tool.prompt.system, tool.slug).not.toContain('{description}');
      expect(tool.prompt.maxWords).toBeGreaterThanOrEqual(20);
      expect(tool.prompt.maxWords).toBeLessThanOrEqual(2000);
      expect(tool.description.length, tool.slug).toBeGreaterThan(10);
    }
  });

  it('renders prompts with every placeholder filled', () => {
    for (const tool of writingTools) {
      const { system, user } = renderToolPrompt(tool, {
        description: 'Reusable water bottles for hikers',
        tone: 'Witty',
        language: 'German',
      });
      expect(system).not.toMatch(leftover);
      expect(user).not.toMatch(leftover);
      expect(system).toContain('German');
      expect(system).toContain('Witty');
      expect(user).toContain('Reusable water bottles for hikers');
    }
  });

  it('leaves placeholders typed inside the description alone', () => {
    const tool = findTool('blog-titles');
    if (!tool) throw new Error('blog-titles is missing');
    const { user } = renderToolPrompt(tool, {
      description: 'About {tone} $& $1',
      tone: 'Casual',
      language: 'French',
    });
    expect(user).toContain('About {tone} $& $1');
    expect(user).toContain('Tone: Casual');
  });

  it('finds tools by slug and lists tools by category', () => {
    expect(findTool('aida-framework')?.title).toBe('AIDA');
    expect(findTool('no-such-tool')).toBeUndefined();
    expect(toolsInCategory('image-generation')).toEqual([]);
    expect(toolsInCategory('nope')).toEqual([]);
    expect(toolsInCategory('write-anything').map((t) => t.slug)).toEqual(['write-anything']);
  });

  it('lists tools grouped in category order', () => {
    const order = categories.map((c) => c.slug as string);
    const indexes = writingTools.map((t) => order.indexOf(t.category));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('defaults to Ads, Professional and English (US)', () => {
    expect(categories.find((c) => c.slug === defaultCategorySlug)?.title).toBe('Ads');
    expect(tones[0]).toBe('Professional');
    expect(defaultTone).toBe('Professional');
    expect(tones).toHaveLength(8);
    expect(languages[0]).toBe('English (US)');
    expect(defaultLanguage).toBe('English (US)');
    expect(languages).toHaveLength(15);
  });

  it('keeps the published tool counts equal to the catalogue', () => {
    const counted = Object.fromEntries(
      categories
        .map((category) => [category.slug, toolsInCategory(category.slug).length] as const)
        .filter(([, count]) => count > 0),
    );
    expect(toolCounts).toEqual(counted);
    expect(writingToolCount).toBe(writingTools.length);
  });
});
