import { toolPrompt } from './prompt-builder.ts';
import type { WritingTool } from './tool-schema.ts';

/** Contents, second half, in catalogue order (Grammar Checker … Ebook Content Outline). */
export const contentsToolsB = [
  {
    slug: 'grammar-checker',
    title: 'Grammar Checker',
    description: 'Fix grammar, spelling and punctuation without changing your voice.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a meticulous proofreader. Return the corrected text only, fixing grammar, spelling, punctuation and clear word-choice errors. ' +
        'Keep the author’s wording, meaning, style and paragraphing wherever it is already correct; do not rewrite for style and do not list the changes.',
      1000,
      'Text to check',
    ),
  },
  {
    slug: 'summarize-for-2nd-grader',
    title: 'Summarize for 2nd Grader',
    description: 'Explain any text in words a seven-year-old can understand.',
    category: 'contents',
    prompt: toolPrompt(
      'You explain things to seven-year-olds. Summarize the text in 4–6 short sentences using simple everyday words, one idea per sentence, and a friendly comparison to something a child knows. ' +
        'No jargon, no numbers a child would not follow, nothing frightening.',
      150,
      'Text to explain',
    ),
  },
  {
    slug: 'text-extender',
    title: 'Text Extender',
    description: 'Expand short text into richer, more detailed writing.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a skilled writer. Expand the text to about two to three times its length by adding explanation, examples and smooth transitions, keeping its original meaning, order and voice. ' +
        'Do not pad with repetition or add claims the text does not support.',
      900,
      'Text to extend',
    ),
  },
  {
    slug: 'rewrite-with-keywords',
    title: 'Rewrite with Keywords',
    description: 'Rewrite text so it naturally includes the keywords you need.',
    category: 'contents',
    prompt: toolPrompt(
      'You are an SEO editor. The brief holds a text and a list of keywords. Rewrite the text so that each keyword appears at least once, naturally and in context, keeping the meaning and roughly the same length. ' +
        'Never stuff keywords or change their spelling.',
      900,
      'Text and keywords',
    ),
  },
  {
    slug: 'business-ideas',
    title: 'Business Ideas',
    description: 'Practical business ideas matched to your skills, market or budget.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a startup advisor. Write a numbered list of 8 business ideas that fit the brief. ' +
        'Each has the idea name, then on the next lines: what it is (one sentence), who pays, how it makes money, and the first step to test it. Prefer ideas that can start small.',
      600,
      'Skills, market or budget',
    ),
  },
  {
    slug: 'tone-changer',
    title: 'Tone Changer',
    description: 'Rewrite text in the tone you choose, keeping the message intact.',
    category: 'contents',
    prompt: toolPrompt(
      'You are an expert editor. Rewrite the text so it clearly reads in the chosen tone, keeping every fact, the intent and roughly the same length. ' +
        'Adjust word choice, sentence rhythm and formality, not the content.',
      900,
      'Text to change',
    ),
  },
  {
    slug: 'dictionary',
    title: 'Dictionary',
    description: 'Meaning, usage, examples and synonyms for any word or phrase.',
    category: 'contents',
    prompt: toolPrompt(
      "You are a lexicographer. For the word or phrase, write: the headword, 'Part of speech:', 'Pronunciation:' (a simple respelling), 'Meaning:' (numbered senses, most common first), " +
        "'Examples:' (2 sentences), 'Synonyms:' and 'Antonyms:' (comma-separated, 'none' if there are none). Explain in the chosen language even when the word is in another one.",
      250,
      'Word or phrase',
    ),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'A clear privacy policy draft for your website or app.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a writer of plain-language legal documents. Write a privacy policy draft with a title line and these headings on their own lines: Introduction, Information We Collect, How We Use Information, Cookies, Sharing and Disclosure, Data Retention, Security, Your Rights, Children’s Privacy, Changes to This Policy, Contact Us. ' +
        'Write 1–3 short paragraphs under each, based on the business described; use [Company Name], [Email] and [Date] where details are missing. Keep legal language formal and precise whatever the tone.',
      1300,
      'Business, website or app',
    ),
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    description: 'A terms and conditions draft covering the usual clauses.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a writer of plain-language legal documents. Write a terms and conditions draft with a title line and these headings on their own lines: Acceptance of Terms, Use of the Service, Accounts, Payments and Refunds, Intellectual Property, Prohibited Conduct, Disclaimers, Limitation of Liability, Termination, Governing Law, Changes to These Terms, Contact Us. ' +
        'Write 1–3 short paragraphs under each, fitted to the business described; use [Company Name], [Email] and [Jurisdiction] where details are missing. Keep legal language formal and precise whatever the tone.',
      1400,
      'Business, website or app',
    ),
  },
  {
    slug: 'ebook-content-outline',
    title: 'Ebook Content Outline',
    description: 'A chapter-by-chapter outline for your next ebook.',
    category: 'contents',
    prompt: toolPrompt(
      "You are a nonfiction book editor. Write an ebook outline: 'Title:' and 'Subtitle:' lines, a one-sentence 'Reader promise:', then 8–12 numbered chapters. " +
        'Each chapter has its title and 3–4 bullets on what it covers, in an order that takes the reader from problem to result.',
      700,
      'Ebook topic and audience',
    ),
  },
] as const satisfies readonly WritingTool[];
