import type { Category } from './tool-schema.ts';

/** The 16 dashboard categories, in the order the dashboard shows them. */
export const categories = [
  {
    slug: 'write-anything',
    title: 'Write Anything',
    description: 'Describe what you need and get a finished draft, whatever the format.',
    banner: 'One box, any text.',
    kind: 'text',
  },
  {
    slug: 'image-generation',
    title: 'Image Generation',
    description: 'Turn a written idea into an original image.',
    banner: 'Explain your idea, get a picture.',
    kind: 'image',
  },
  {
    slug: 'speech-to-text',
    title: 'Speech to Text',
    description: 'Upload an audio file and get an accurate transcription.',
    banner: 'Audio in, text out.',
    kind: 'speech-to-text',
  },
  {
    slug: 'text-to-speech',
    title: 'Text to Speech',
    description: 'Turn any text into natural-sounding voiceover audio.',
    banner: 'Give your words a voice.',
    kind: 'text-to-speech',
  },
  {
    slug: 'ads',
    title: 'Ads',
    description: 'Ad copy for Facebook and Google that earns the click.',
    banner: 'Ads that convert.',
    kind: 'text',
  },
  {
    slug: 'blog-posts',
    title: 'Blog Posts',
    description: 'Ideas, titles, intros, sections and conclusions for your blog.',
    banner: 'From blank page to published post.',
    kind: 'text',
  },
  {
    slug: 'contents',
    title: 'Contents',
    description: 'Articles, rewrites, summaries, stories, names, policies and more.',
    banner: 'Everyday writing, done faster.',
    kind: 'text',
  },
  {
    slug: 'ecommerce',
    title: 'Ecommerce',
    description: 'Product copy for marketplaces and online stores.',
    banner: 'Copy that sells your products.',
    kind: 'text',
  },
  {
    slug: 'emails',
    title: 'Emails',
    description: 'Welcome, outreach, follow-up and promotional emails, plus subject lines.',
    banner: 'Emails people open and answer.',
    kind: 'text',
  },
  {
    slug: 'frameworks',
    title: 'Frameworks',
    description: 'Proven copywriting formulas: PAS, AIDA, BAB and PPPP.',
    banner: 'Classic formulas, fresh copy.',
    kind: 'text',
  },
  {
    slug: 'marketing',
    title: 'Marketing',
    description: 'Value propositions, brand stories, personas, campaigns and press releases.',
    banner: 'Sharpen your message.',
    kind: 'text',
  },
  {
    slug: 'seo',
    title: 'SEO',
    description: 'Search snippets that rank and get clicked.',
    banner: 'Be found, be clicked.',
    kind: 'text',
  },
  {
    slug: 'social-media',
    title: 'Social Media',
    description: 'Posts, captions, threads, bios and hashtags for every network.',
    banner: 'Post more, stress less.',
    kind: 'text',
  },
  {
    slug: 'video',
    title: 'Video',
    description: 'Scripts, titles, hooks and descriptions for YouTube and TikTok.',
    banner: 'Scripts that keep viewers watching.',
    kind: 'text',
  },
  {
    slug: 'websites',
    title: 'Websites',
    description: 'Headlines, hero sections, pages and FAQs for your site.',
    banner: 'Website copy that converts visitors.',
    kind: 'text',
  },
  {
    slug: 'other',
    title: 'Other',
    description: 'Cover letters, job ads, speeches, poems, quizzes and more.',
    banner: 'Everything else you need to write.',
    kind: 'text',
  },
] as const satisfies readonly Category[];

/** /templates-b shows Ads when no category was stored. */
export const defaultCategorySlug = 'ads' satisfies Category['slug'];
