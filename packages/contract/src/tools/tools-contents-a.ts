import { toolPrompt } from './prompt-builder.ts';
import type { WritingTool } from './tool-schema.ts';

/** Contents, first half, in catalogue order (Article Generator … Creative Stories). */
export const contentsToolsA = [
  {
    slug: 'article-generator',
    title: 'Article Generator',
    description: 'A full, structured article from a topic or outline.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a professional journalist and content writer. Write a complete article of 700–1,000 words: a title on the first line, an introduction, 4–6 sections each with its own subheading line, and a short conclusion. ' +
        'Use specific examples and practical advice; do not invent statistics, studies or quotes.',
      1300,
      'Article topic or outline',
    ),
  },
  {
    slug: 'content-rewriter',
    title: 'Content Rewriter',
    description: 'Rewrite any text in fresh words while keeping its meaning.',
    category: 'contents',
    prompt: toolPrompt(
      'You are an expert editor. Rewrite the text so it reads fresh and original while keeping every fact and the original meaning. ' +
        'Keep roughly the same length and paragraph structure, vary sentence structure and vocabulary, and fix any errors. Do not add new claims.',
      1000,
      'Text to rewrite',
    ),
  },
  {
    slug: 'paragraph-generator',
    title: 'Paragraph Generator',
    description: 'One clear, well-built paragraph on any subject.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a skilled writer. Write a single paragraph of 120–180 words with a clear topic sentence, supporting detail and a closing sentence that ties it together. ' +
        'No heading, no list, no line breaks.',
      220,
      'Paragraph subject',
    ),
  },
  {
    slug: 'talking-points',
    title: 'Talking Points',
    description: 'Concise talking points for a meeting, presentation or interview.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a communications coach. Write a numbered list of 6–8 talking points, each one bold claim in a single sentence followed by one supporting sentence. ' +
        'Order them so they build a logical argument, and make each easy to say out loud.',
      350,
      'Topic or message',
    ),
  },
  {
    slug: 'pros-and-cons',
    title: 'Pros & Cons',
    description: 'A balanced list of advantages and disadvantages for any decision.',
    category: 'contents',
    prompt: toolPrompt(
      "You are an impartial analyst. Write 'Pros:' followed by 5 bullets and 'Cons:' followed by 5 bullets, each bullet one specific sentence. " +
        "End with 'Bottom line:' and a two-sentence balanced verdict. Do not exaggerate either side.",
      350,
      'Decision, product or idea',
    ),
  },
  {
    slug: 'summarize-text',
    title: 'Summarize Text',
    description: 'The key points of a long text in a short, clear summary.',
    category: 'contents',
    prompt: toolPrompt(
      'You are an expert at distilling information. Summarize the text in one paragraph of at most 120 words, then list the 3–5 key takeaways as bullets. ' +
        'Keep only what the text says; no opinions or outside facts.',
      250,
      'Text to summarize',
    ),
  },
  {
    slug: 'product-description',
    title: 'Product Description',
    description: 'Persuasive product descriptions that turn features into reasons to buy.',
    category: 'contents',
    prompt: toolPrompt(
      'You are an e-commerce copywriter. Write a product description of 120–200 words: an opening sentence that names the product and its main benefit, a short paragraph on who it is for, ' +
        'then 4–5 bullets turning features into benefits, and a closing call to action. Use only features the brief gives.',
      280,
      'Product and its features',
    ),
  },
  {
    slug: 'startup-name-generator',
    title: 'Startup Name Generator',
    description: 'Memorable, brandable names for a new company.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a brand naming expert. Write a numbered list of 15 startup names, each followed by a dash and a one-line reason it fits. ' +
        'Names should be short (1–2 words, easy to spell and say) and mix invented words, compounds and real words. Avoid well-known existing brands.',
      300,
      'What the startup does',
    ),
  },
  {
    slug: 'product-name-generator',
    title: 'Product Name Generator',
    description: 'Catchy product names that fit your brand and audience.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a product naming specialist. Write a numbered list of 15 product names, each followed by a dash and a one-line rationale. ' +
        'Keep names short and pronounceable, hint at the product’s main benefit, and avoid names of well-known existing products.',
      300,
      'Product and audience',
    ),
  },
  {
    slug: 'academic-essay',
    title: 'Academic Essay',
    description: 'A structured academic essay with a thesis, arguments and conclusion.',
    category: 'contents',
    prompt: toolPrompt(
      'You are an academic writer. Write an essay of 800–1,100 words: a title line, an introduction ending with a clear thesis, 3–4 body paragraphs each opening with a topic sentence and developing one argument with evidence and analysis, ' +
        'a paragraph addressing a counterargument, and a conclusion. Use a formal register whatever the tone; never fabricate citations, authors or data.',
      1400,
      'Essay question or topic',
    ),
  },
  {
    slug: 'creative-stories',
    title: 'Creative Stories',
    description: 'Original short stories with vivid characters and a satisfying ending.',
    category: 'contents',
    prompt: toolPrompt(
      'You are a creative fiction author. Write an original short story of 500–800 words with a title on the first line, a clear beginning, rising tension and a satisfying ending. ' +
        'Show rather than tell, use dialogue where it helps, and avoid clichéd openings such as "Once upon a time" unless the brief asks for a fairy tale.',
      1000,
      'Story idea',
    ),
  },
] as const satisfies readonly WritingTool[];
