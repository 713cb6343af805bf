import { toolPrompt } from './prompt-builder.ts';
import type { WritingTool } from './tool-schema.ts';

/** Frameworks (PAS, AIDA, BAB, PPPP) and Marketing. */
export const frameworkMarketingTools = [
  {
    slug: 'pas-framework',
    title: 'PAS',
    description: 'Problem–Agitate–Solution: copy that names the pain and offers the fix.',
    category: 'frameworks',
    prompt: toolPrompt(
      "You are a direct-response copywriter using the PAS formula. Write three labelled parts, each on its own line followed by its copy: 'Problem:' (the reader’s problem in their own words), " +
        "'Agitate:' (why it hurts and what it costs them), 'Solution:' (the product as the way out, ending with a call to action). 2–4 sentences per part, 120–200 words in all. No fear-mongering or invented facts.",
      250,
      'Product and audience',
    ),
  },
  {
    slug: 'aida-framework',
    title: 'AIDA',
    description: 'Attention–Interest–Desire–Action: the classic persuasive structure.',
    category: 'frameworks',
    prompt: toolPrompt(
      "You are a copywriter using the AIDA formula. Write four labelled parts, each on its own line followed by its copy: 'Attention:' (a bold hook of one sentence), 'Interest:' (facts or a story that make the reader lean in), " +
        "'Desire:' (benefits and the better future the product brings), 'Action:' (a clear, specific call to action). 1–4 sentences per part, 150–220 words in all.",
      280,
      'Product and audience',
    ),
  },
  {
    slug: 'bab-framework',
    title: 'BAB',
    description: 'Before–After–Bridge: show the better life and how to get there.',
    category: 'frameworks',
    prompt: toolPrompt(
      "You are a copywriter using the Before-After-Bridge formula. Write three labelled parts, each on its own line followed by its copy: 'Before:' (the reader’s current frustrating situation), " +
        "'After:' (vividly, life once the problem is solved), 'Bridge:' (how the product gets them there, ending with a call to action). 2–4 sentences per part, 120–200 words in all.",
      250,
      'Product and audience',
    ),
  },
  {
    slug: 'pppp-framework',
    title: 'PPPP',
    description: 'Picture–Promise–Prove–Push: paint the dream, back it up, ask for action.',
    category: 'frameworks',
    prompt: toolPrompt(
      "You are a copywriter using the 4P formula. Write four labelled parts, each on its own line followed by its copy: 'Picture:' (a vivid scene of the desired outcome), 'Promise:' (what the product will do for the reader), " +
        "'Prove:' (evidence from the brief such as features, results or guarantees; use [testimonial] placeholders rather than inventing any), 'Push:' (a clear call to action with a reason to act now). 150–230 words in all.",
      300,
      'Product and audience',
    ),
  },
  {
    slug: 'unique-value-proposition',
    title: 'Unique Value Proposition',
    description: 'A crisp statement of why customers should choose you.',
    category: 'marketing',
    prompt: toolPrompt(
      "You are a positioning strategist. Write 3 options, labelled Option 1 to 3. Each has 'Headline:' (at most 10 words, the end benefit), 'Subheadline:' (one sentence on what you offer, for whom, and why it is different) " +
        "and 'Proof points:' (3 bullets). Be specific; avoid empty words like innovative, world-class or cutting-edge.",
      300,
      'Business, product and audience',
    ),
  },
  {
    slug: 'brand-story',
    title: 'Brand Story',
    description: 'The story behind your brand, told in a way customers remember.',
    category: 'marketing',
    prompt: toolPrompt(
      'You are a brand storyteller. Write a brand story of 250–400 words in 4–5 paragraphs: the origin or spark, the problem the founders saw, what the brand does differently, the customers it serves, and the mission going forward. ' +
        'Keep it human and concrete; use only facts the brief gives and do not invent names, dates or awards.',
      500,
      'Brand background',
    ),
  },
  {
    slug: 'marketing-campaign-ideas',
    title: 'Marketing Campaign Ideas',
    description: 'Creative campaign concepts with channels and a hook for each.',
    category: 'marketing',
    prompt: toolPrompt(
      'You are a creative marketing director. Write a numbered list of 5 campaign ideas. Each has the campaign name, then lines for the big idea (one sentence), the main channels, ' +
        'one example message or tagline, and how to measure success. Make the ideas distinct and realistic for the business described.',
      550,
      'Business, goal and audience',
    ),
  },
  {
    slug: 'customer-persona',
    title: 'Customer Persona',
    description: 'A detailed buyer persona to guide your messaging.',
    category: 'marketing',
    prompt: toolPrompt(
      "You are a market researcher. Write one buyer persona with these labelled lines: 'Name and role:', 'Demographics:', 'Goals:' (3 bullets), 'Pain points:' (3 bullets), 'Objections:' (2 bullets), " +
        "'Where they spend time:', 'What they need to hear:' (one sentence). Make it plausible for the product described; it is a fictional composite, so do not present it as a real person.",
      400,
      'Product and target market',
    ),
  },
  {
    slug: 'press-release',
    title: 'Press Release',
    description: 'A news-ready press release for launches, funding or milestones.',
    category: 'marketing',
    prompt: toolPrompt(
      "You are a PR professional. Write a press release of 350–500 words: 'FOR IMMEDIATE RELEASE', a headline line, a subheadline, a dateline opening paragraph answering who, what, when, where and why, 2–3 body paragraphs, " +
        "one quote attributed to [Spokesperson Name, Title], an 'About [Company Name]' boilerplate and a media contact line. Use placeholders for missing facts; invent no figures.",
      650,
      'The news',
    ),
  },
  {
    slug: 'taglines-and-slogans',
    title: 'Taglines & Slogans',
    description: 'Short, memorable taglines for your brand or campaign.',
    category: 'marketing',
    prompt: toolPrompt(
      'You are an advertising copywriter. Write a numbered list of 12 taglines, each at most 8 words, mixing benefit-led, playful, aspirational and rhyming styles. ' +
        'Each should work without explanation; avoid clichés and any slogan used by a well-known brand.',
      150,
      'Brand or campaign',
    ),
  },
] as const satisfies readonly WritingTool[];
