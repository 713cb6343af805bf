import { googleAds } from './ads.ts';
import {
  bullets,
  labelled,
  numbered,
  opening,
  options,
  paragraphs,
  placeholder,
  section,
  times,
  type Shape,
} from './blocks.ts';
import { creative } from './creative.ts';
import { formOf } from './topic.ts';
import { checkGrammar, summarize, unchanged } from './transforms.ts';

const legal =
  (headings: string[]): Shape =>
  (c) => [c.take('title'), ...headings.map((h) => section(c, h, 1, 1))];

// Rewriting needs a model: the demo hands the text back with a note instead of inventing one.
const rewrite: Shape = (c, _tone, text) => unchanged(c, text, 'rewrite');

const list = (c: Parameters<Shape>[0], label: string, body: string) => `${c.label(label)}:\n${body}`;

/** Write Anything, Ads, Blog Posts, SEO, Contents, Ecommerce and Emails. */
export const coreShapes: Record<string, Shape> = {
  'write-anything': (c, tone, text) => {
    const form = formOf(text);
    if (form) return creative[form](c, tone, text);
    return [c.take('title'), opening(c, tone), ...paragraphs(c, 2), c.take('cta')];
  },
  'facebook-ads': (c) =>
    options(c, 3, 'Variation', () => [
      labelled(c, 'Primary text', 'hook', 'benefit', 'cta'),
      labelled(c, 'Headline', 'button'),
      labelled(c, 'Description', 'button'),
    ]),
  'google-ads': googleAds,
  'blog-titles': (c) => [numbered(c, 10, 'title')],
  'blog-section': (c) => [section(c, c.take('heading'), 4)],
  'blog-ideas': (c) => [numbered(c, 10, 'title', 'sentence')],
  'blog-intros': (c, tone) => [c.mix(['hook', 'sentence', 'sentence']), opening(c, tone)],
  'blog-conclusion': (c, tone) => [opening(c, tone), c.mix(['sentence', 'benefit', 'cta'])],
  'seo-meta-description': (c) =>
    options(c, 3, 'Option', () => [
      labelled(c, 'Title tag', 'title'),
      labelled(c, 'Meta description', 'sentence', 'cta'),
    ]),
  'article-generator': (c, tone) => [
    c.take('title'),
    opening(c, tone),
    ...times(4, () => section(c, c.take('heading'), 1, 2)),
    c.mix(['sentence', 'cta']),
  ],
  'content-rewriter': rewrite,
  'paragraph-generator': (c, tone) => [opening(c, tone, 5)],
  'talking-points': (c) => [numbered(c, 7, 'sentence', 'benefit')],
  'pros-and-cons': (c) => [
    list(c, 'Pros', bullets(c, 5, 'benefit')),
    list(c, 'Cons', bullets(c, 5, 'con')),
    labelled(c, 'Bottom line', 'sentence', 'sentence'),
  ],
  'summarize-text': (_c, _tone, text) => summarize(text),
  'product-description': (c, tone) => [
    c.run('sentence', 2),
    opening(c, tone),
    bullets(c, 5, 'benefit'),
    c.take('cta'),
  ],
  'startup-name-generator': (c) => [numbered(c, 15, 'name', 'reason')],
  'product-name-generator': (c) => [numbered(c, 15, 'name', 'reason')],
  'academic-essay': (c) => [c.take('title'), ...paragraphs(c, 4, 3)],
  'creative-stories': creative.story,
  'grammar-checker': (c, _tone, text) => checkGrammar(c, text),
  'summarize-for-2nd-grader': (_c, _tone, text) => summarize(text, 5, 0),
  'text-extender': rewrite,
  'rewrite-with-keywords': rewrite,
  'business-ideas': (c) => [numbered(c, 8, 'title', 'sentence')],
  'tone-changer': rewrite,
  dictionary: (c) => [
    c.take('title'),
    labelled(c, 'Meaning', 'sentence'),
    list(c, 'Examples', bullets(c, 2, 'sentence')),
    labelled(c, 'Synonyms', 'button'),
  ],
  'privacy-policy': legal([
    'Introduction',
    'Information We Collect',
    'How We Use Information',
    'Cookies',
    'Sharing and Disclosure',
    'Data Retention',
    'Security',
    'Your Rights',
    'Children’s Privacy',
    'Changes to This Policy',
    'Contact Us',
  ]),
  'terms-and-conditions': legal([
    'Acceptance of Terms',
    'Use of the Service',
    'Accounts',
    'Payments and Refunds',
    'Intellectual Property',
    'Prohibited Conduct',
    'Disclaimers',
    'Limitation of Liability',
    'Termination',
    'Governing Law',
    'Changes to These Terms',
    'Contact Us',
  ]),
  'ebook-content-outline': (c) => [
    labelled(c, 'Title', 'title'),
    labelled(c, 'Subtitle', 'title'),
    labelled(c, 'Reader promise', 'benefit'),
    times(8, (i) => `${i + 1}. ${c.take('heading')}\n${bullets(c, 3, 'sentence')}`).join('\n\n'),
  ],
  'amazon-product-description': (c) => paragraphs(c, 3),
  'amazon-bullet-points': (c) => [
    times(5, (i) => `- ${c.take('button').toUpperCase()}: ${c.take(i === 0 ? 'sentence' : 'benefit')}`).join(
      '\n',
    ),
  ],
  'product-benefits': (c) => [numbered(c, 8, 'heading', 'benefit')],
  'product-titles': (c) => [numbered(c, 5, 'title')],
  'category-page-description': (c) => [c.run('sentence', 3), c.mix(['sentence', 'sentence', 'cta'])],
  'review-reply': (c) => [
    c.bank.letter.hello,
    c.mix(['sentence', 'benefit', 'cta']),
    placeholder(c, 'Your Name'),
  ],
  'welcome-email': (c, tone) => email(c, tone, true),
  'cold-outreach-email': (c, tone) => email(c, tone, false),
  'follow-up-email': (c, tone) => email(c, tone, false),
  'email-subject-lines': (c) => [numbered(c, 10, 'title')],
  newsletter: (c, tone) => [
    labelled(c, 'Subject', 'title'),
    opening(c, tone),
    ...times(3, () => section(c, c.take('heading'), 1)),
    c.take('cta'),
  ],
  'promotional-email': (c, tone) => [
    labelled(c, 'Subject', 'title'),
    labelled(c, 'Preview text', 'benefit'),
    c.take('title'),
    opening(c, tone),
    bullets(c, 3, 'benefit'),
    labelled(c, 'Button', 'button'),
  ],
};

function email(c: Parameters<Shape>[0], tone: string, preview: boolean): string[] {
  const { hello, formal, regards, sincerely, thanks } = c.bank.letter;
  const isFormal = tone === 'Formal';
  return [
    [labelled(c, 'Subject', 'title'), ...(preview ? [labelled(c, 'Preview text', 'benefit')] : [])].join(
      '\n',
    ),
    isFormal ? formal : hello,
    opening(c, tone),
    c.run('sentence', 2),
    c.mix(['cta']),
    `${c.say(thanks)}\n${isFormal ? sincerely : regards}\n${placeholder(c, 'Your Name')}`,
  ];
}
