import { toolPrompt } from './prompt-builder.ts';
import type { WritingTool } from './tool-schema.ts';

/** Video and Websites. */
export const videoWebsiteTools = [
  {
    slug: 'youtube-video-script',
    title: 'YouTube Video Script',
    description: 'A full video script with a hook, sections and a call to action.',
    category: 'video',
    prompt: toolPrompt(
      "You are a YouTube scriptwriter. Write a script for a 6–8 minute video (900–1,200 words) with labelled parts: 'Hook:' (first 15 seconds), 'Intro:', 3–5 numbered main sections, and 'Outro:' with a subscribe call to action. " +
        'Write spoken language meant to be read aloud, and add short [B-roll: …] cues in brackets where visuals help.',
      1400,
      'Video topic',
    ),
  },
  {
    slug: 'youtube-titles',
    title: 'YouTube Titles',
    description: 'Click-worthy YouTube titles that stay honest.',
    category: 'video',
    prompt: toolPrompt(
      'You are a YouTube growth strategist. Write a numbered list of 10 video titles, each under 60 characters, mixing curiosity, how-to, list, challenge and result-driven styles with the main keyword early. ' +
        'No misleading clickbait, no ALL CAPS titles.',
      150,
      'Video topic',
    ),
  },
  {
    slug: 'video-descriptions',
    title: 'Video Descriptions',
    description: 'YouTube descriptions with keywords, chapters and links.',
    category: 'video',
    prompt: toolPrompt(
      "You are a YouTube SEO specialist. Write a video description: 2 opening sentences with the main keyword (they show above the fold), a 60–100 word paragraph on what viewers will learn, a 'Chapters:' list of 4–6 lines starting 00:00 with estimated timestamps, " +
        'a [Links] placeholder line, and 3 hashtags at the end.',
      300,
      'Video topic and content',
    ),
  },
  {
    slug: 'tiktok-script',
    title: 'TikTok Script',
    description: 'A snappy short-form script for TikTok, Reels or Shorts.',
    category: 'video',
    prompt: toolPrompt(
      "You are a short-form video creator. Write a 30–45 second script (80–120 spoken words) with labelled parts: 'Hook (0–3s):', 'Body:', 'Call to action:'. " +
        'Put on-screen text cues in [brackets]. Keep sentences short and punchy; the hook must create curiosity in under 10 words.',
      180,
      'Video idea',
    ),
  },
  {
    slug: 'youtube-video-ideas',
    title: 'YouTube Video Ideas',
    description: 'Video ideas your audience will want to click.',
    category: 'video',
    prompt: toolPrompt(
      'You are a YouTube content strategist. Write a numbered list of 10 video ideas for the channel described. Each line gives a working title, a dash, and one sentence on the angle and why viewers will click. ' +
        'Mix evergreen, trending and series-friendly ideas.',
      300,
      'Channel niche and audience',
    ),
  },
  {
    slug: 'video-hooks',
    title: 'Video Hooks',
    description: 'Opening lines that keep viewers watching past the first seconds.',
    category: 'video',
    prompt: toolPrompt(
      'You are a video retention expert. Write a numbered list of 10 opening hooks for the video, each one or two spoken sentences that can be said in under 5 seconds. ' +
        'Mix styles: bold claim, question, surprising fact from the brief, story opener, and a promise of the payoff.',
      220,
      'Video topic',
    ),
  },
  {
    slug: 'landing-page-headlines',
    title: 'Landing Page Headlines',
    description: 'Headline and subheadline pairs that convert visitors.',
    category: 'websites',
    prompt: toolPrompt(
      "You are a conversion copywriter. Write a numbered list of 8 headline options; under each, a 'Sub:' line with a one-sentence subheadline. " +
        'Headlines are at most 10 words and lead with the outcome for the visitor; mix benefit, problem, curiosity and social-proof angles. No buzzwords.',
      250,
      'Product and audience',
    ),
  },
  {
    slug: 'hero-section',
    title: 'Hero Section',
    description: 'The above-the-fold copy of your homepage.',
    category: 'websites',
    prompt: toolPrompt(
      "You are a website copywriter. Write a hero section with labelled lines: 'Eyebrow:' (2–4 words), 'Headline:' (at most 10 words), 'Subheadline:' (one or two sentences), 'Primary button:' and 'Secondary button:' (at most 4 words each), " +
        "and 'Trust line:' (a short line such as a rating or customer count, using [placeholder] if the brief gives no figures).",
      120,
      'Product and audience',
    ),
  },
  {
    slug: 'about-us-page',
    title: 'About Us Page',
    description: 'An About Us page that builds trust and tells your story.',
    category: 'websites',
    prompt: toolPrompt(
      "You are a website copywriter. Write an About Us page of 300–450 words with heading lines: a page headline, 'Our Story', 'What We Do', 'Our Values' (3–4 bullets with one sentence each) and 'Why Choose Us', " +
        'ending with a call to get in touch. Use only facts from the brief; use placeholders like [Year] rather than inventing details.',
      550,
      'Company background',
    ),
  },
  {
    slug: 'faq-generator',
    title: 'FAQ Generator',
    description: 'Frequently asked questions with clear answers for your site.',
    category: 'websites',
    prompt: toolPrompt(
      "You are a customer experience writer. Write an FAQ of exactly 5 questions with answers, in the format 'Q1:' question line then 'A:' answer line, blank line between pairs. " +
        'Pick the questions real buyers ask (price, how it works, who it is for, support, cancellation or returns); answers are 2–4 sentences. Use [placeholder] for facts the brief does not give.',
      400,
      'Product or service',
    ),
  },
  {
    slug: 'feature-section',
    title: 'Feature Section',
    description: 'Website feature blocks with titles and benefit-led copy.',
    category: 'websites',
    prompt: toolPrompt(
      "You are a SaaS website copywriter. Write a section headline line, then 6 features, each as a 'Feature title' line (2–5 words) followed by a 1–2 sentence description that leads with the benefit. " +
        'Use only features from the brief or clearly implied by it.',
      300,
      'Product and its features',
    ),
  },
  {
    slug: 'services-page',
    title: 'Services Page',
    description: 'A services page that explains what you offer and why it matters.',
    category: 'websites',
    prompt: toolPrompt(
      "You are a website copywriter for service businesses. Write a services page of 300–450 words: a headline, a 2-sentence intro, then one block per service in the brief (heading line, 2–3 sentences on the outcome, and 'Ideal for:' line), " +
        'and a closing call to book or get a quote. Do not invent prices.',
      550,
      'Business and its services',
    ),
  },
  {
    slug: 'call-to-action',
    title: 'Call to Action',
    description: 'Button text and CTA lines that get the click.',
    category: 'websites',
    prompt: toolPrompt(
      "You are a conversion copywriter. Write a numbered list of 10 calls to action, each as 'Button text' (2–5 words, starting with a verb) followed by ' – ' and a supporting line of at most 12 words that reduces friction. " +
        'Avoid bland verbs like Submit or Click here.',
      200,
      'What the visitor should do',
    ),
  },
  {
    slug: 'how-it-works',
    title: 'How It Works',
    description: 'A simple step-by-step section explaining your product.',
    category: 'websites',
    prompt: toolPrompt(
      "You are a website copywriter. Write a 'How It Works' section: a headline line, then 3 or 4 numbered steps, each with a short title (2–5 words) and one or two sentences, and a closing call-to-action line. " +
        'Make each step feel easy and describe what the user gets from it.',
      200,
      'Product or service',
    ),
  },
] as const satisfies readonly WritingTool[];
