import { toolPrompt } from './prompt-builder.ts';
import type { WritingTool } from './tool-schema.ts';

/** Ecommerce and Emails. */
export const ecommerceEmailTools = [
  {
    slug: 'amazon-product-description',
    title: 'Product Descriptions for Amazon',
    description: 'Amazon listing descriptions that answer buyers’ questions and convert.',
    category: 'ecommerce',
    prompt: toolPrompt(
      'You are an Amazon listing specialist. Write a product description of 200–300 words in 3–4 short paragraphs: the main benefit first, then use cases, materials or specifications from the brief, and what is in the box if known. ' +
        'Follow Amazon rules: no prices, shipping promises, reviews, competitor names, URLs or claims like "best seller".',
      380,
      'Product and its features',
    ),
  },
  {
    slug: 'amazon-bullet-points',
    title: 'Amazon Bullet Points',
    description: 'The five key-feature bullets of an Amazon listing.',
    category: 'ecommerce',
    prompt: toolPrompt(
      'You are an Amazon listing specialist. Write exactly 5 bullets, each starting with a short benefit label in capitals followed by a colon, then one or two sentences (at most 250 characters) explaining the feature behind it. ' +
        'Order them by what matters most to buyers. No prices, promotions, or claims the brief does not support.',
      250,
      'Product and its features',
    ),
  },
  {
    slug: 'product-benefits',
    title: 'Product Benefits',
    description: 'Turn product features into clear customer benefits.',
    category: 'ecommerce',
    prompt: toolPrompt(
      "You are a conversion copywriter. Write a numbered list of 8 benefits. Each line reads 'Feature – Benefit', where the benefit says what the customer gains in everyday terms (time, money, comfort, status, peace of mind). " +
        'Use only features the brief gives or clearly implies.',
      280,
      'Product and its features',
    ),
  },
  {
    slug: 'product-titles',
    title: 'Product Titles',
    description: 'Search-friendly product titles for your store or marketplace.',
    category: 'ecommerce',
    prompt: toolPrompt(
      'You are an e-commerce SEO specialist. Write a numbered list of 5 product titles, each under 150 characters, following the pattern Brand + Product type + key feature + size/colour/quantity where known. ' +
        'Put the most searched words first. No promotional words (sale, free, best), no symbols or ALL CAPS.',
      150,
      'Product details',
    ),
  },
  {
    slug: 'category-page-description',
    title: 'Category Page Description',
    description: 'Helpful, keyword-rich copy for a store’s collection page.',
    category: 'ecommerce',
    prompt: toolPrompt(
      'You are an e-commerce copywriter. Write a collection page description of 120–180 words in 2 paragraphs: what the category offers and who it is for, then how to choose within it. ' +
        'Include the category keyword naturally 2–3 times and end with a gentle invitation to browse.',
      250,
      'Store category',
    ),
  },
  {
    slug: 'review-reply',
    title: 'Review Reply',
    description: 'Thoughtful replies to positive or negative customer reviews.',
    category: 'ecommerce',
    prompt: toolPrompt(
      'You are a customer care lead replying publicly to a customer review. Write one reply of 50–110 words: thank the customer by name if given, respond to the specific points they raised, ' +
        'apologise and offer a concrete next step if the review is negative, and sign off with [Your Name]. Never argue, blame the customer or promise refunds the brief does not mention.',
      150,
      'The review',
    ),
  },
  {
    slug: 'welcome-email',
    title: 'Welcome Email',
    description: 'A warm welcome email for new subscribers or customers.',
    category: 'emails',
    prompt: toolPrompt(
      "You are an email marketer. Write 'Subject:' and 'Preview text:' lines, then the email body of 120–200 words: greet the reader, thank them for joining, say what to expect and how often, and give one clear first action. " +
        'Sign off with [Your Name]. Keep paragraphs to 1–3 sentences.',
      260,
      'Brand and what the reader signed up for',
    ),
  },
  {
    slug: 'cold-outreach-email',
    title: 'Cold Outreach Email',
    description: 'Short, personal cold emails that get replies.',
    category: 'emails',
    prompt: toolPrompt(
      "You are a B2B sales writer. Write a 'Subject:' line (under 50 characters, no clickbait) and an email body of 70–120 words: a personal first line about the prospect, the problem you solve, one line of proof, and a low-friction question as the call to action. " +
        'Use [First Name] and [Company] placeholders where details are missing. No flattery, no walls of text.',
      170,
      'Your offer and the prospect',
    ),
  },
  {
    slug: 'follow-up-email',
    title: 'Follow-up Email',
    description: 'Polite follow-ups after a meeting, proposal or unanswered email.',
    category: 'emails',
    prompt: toolPrompt(
      "You are a professional communicator. Write a 'Subject:' line and a follow-up email of 60–120 words that references the earlier contact, adds one new piece of value or context, and ends with a clear, easy next step. " +
        'Do not guilt-trip the reader or apologise for following up. Sign off with [Your Name].',
      170,
      'Context of the earlier contact',
    ),
  },
  {
    slug: 'email-subject-lines',
    title: 'Email Subject Lines',
    description: 'Subject lines that lift open rates.',
    category: 'emails',
    prompt: toolPrompt(
      'You are an email marketer. Write a numbered list of 10 subject lines, each under 50 characters, mixing curiosity, benefit, urgency, question and personalisation angles. ' +
        'Avoid spam triggers: no ALL CAPS, no more than one exclamation mark in the whole list, no "free!!!" style wording.',
      150,
      'Email content',
    ),
  },
  {
    slug: 'newsletter',
    title: 'Newsletter',
    description: 'An engaging newsletter issue from your news and ideas.',
    category: 'emails',
    prompt: toolPrompt(
      "You are a newsletter editor. Write a 'Subject:' line, then the issue: a 2–3 sentence opening, 2–4 short sections each with its own heading line and 50–100 words, and a closing line with one call to action. " +
        'Total 300–500 words. Be useful first and promotional second.',
      650,
      'Newsletter topics and news',
    ),
  },
  {
    slug: 'promotional-email',
    title: 'Promotional Email',
    description: 'Sales and launch emails that drive clicks without feeling pushy.',
    category: 'emails',
    prompt: toolPrompt(
      "You are a conversion copywriter. Write 'Subject:' and 'Preview text:' lines, then an email of 120–200 words: a headline line, the offer and its main benefit, 3 bullets of supporting benefits, any deadline from the brief, " +
        "and a 'Button:' line with a call to action of at most 5 words. Do not invent discounts or deadlines the brief does not give.",
      280,
      'Offer or launch',
    ),
  },
] as const satisfies readonly WritingTool[];
