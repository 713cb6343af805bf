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
import type { Kind } from './composer.ts';
import { creative } from './creative.ts';
import { unchanged } from './transforms.ts';

/** A copywriting formula: each labelled part two sentences, the last one ending on a call to action. */
const formula =
  (...labels: string[]): Shape =>
  (c) =>
    labels.map((label, i) =>
      labelled(
        c,
        label,
        ...((i === labels.length - 1 ? ['sentence', 'cta'] : ['sentence', 'benefit']) as Kind[]),
      ),
    );

const ideas =
  (count: number): Shape =>
  (c) => [numbered(c, count, 'title', 'sentence')];

/** Frameworks, Marketing, Social Media, Video, Websites and Other. */
export const moreShapes: Record<string, Shape> = {
  'pas-framework': formula('Problem', 'Agitate', 'Solution'),
  'aida-framework': formula('Attention', 'Interest', 'Desire', 'Action'),
  'bab-framework': formula('Before', 'After', 'Bridge'),
  'pppp-framework': formula('Picture', 'Promise', 'Prove', 'Push'),
  'unique-value-proposition': (c) =>
    options(c, 3, 'Option', () => [
      labelled(c, 'Headline', 'title'),
      labelled(c, 'Subheadline', 'sentence'),
      `${c.label('Proof points')}:\n${bullets(c, 3, 'benefit')}`,
    ]),
  'brand-story': (c, tone) => [opening(c, tone), ...paragraphs(c, 3)],
  'marketing-campaign-ideas': (c) => [numbered(c, 5, 'title', 'sentence', 'cta')],
  'customer-persona': (c) => [
    'Name and role: [Name], [Role]',
    `Goals:\n${bullets(c, 3, 'benefit')}`,
    `Pain points:\n${bullets(c, 3, 'con')}`,
    `Objections:\n${bullets(c, 2, 'question')}`,
    labelled(c, 'What they need to hear', 'sentence'),
  ],
  'press-release': (c) => [
    'FOR IMMEDIATE RELEASE',
    c.take('title'),
    ...paragraphs(c, 3),
    `“${c.take('sentence')}” [Spokesperson Name, Title]`,
    section(c, 'About [Company Name]', 1, 2),
    '[Email]',
  ],
  'taglines-and-slogans': (c) => [numbered(c, 12, 'title')],
  'instagram-captions': (c) =>
    options(c, 3, 'Option', () => [c.mix(['hook', 'sentence', 'question']), c.hashtags(5)]),
  'instagram-hashtags': (c) => [
    `${c.label('Specific')}: ${c.hashtags(10)}`,
    `${c.label('Niche')}: ${c.hashtags(10)}`,
    `${c.label('Broad')}: ${c.hashtags(10)}`,
  ],
  'facebook-post': (c, tone) => [
    c.take('hook'),
    opening(c, tone),
    c.mix(['benefit', 'question']),
    c.hashtags(2),
  ],
  'linkedin-post': (c, tone) => [
    c.take('hook'),
    opening(c, tone, 1),
    ...paragraphs(c, 3, 2),
    c.take('question'),
    c.hashtags(3),
  ],
  'twitter-thread': (c) => [
    `1/ ${c.mix(['hook', 'sentence'])}`,
    `2/ ${c.run('sentence', 2)}`,
    `3/ ${c.mix(['benefit', 'cta'])} ${c.hashtags(1)}`,
  ],
  'tweet-generator': (c) => [
    times(
      5,
      (i) => `${i + 1}. ${c.take((['sentence', 'hook', 'question'] as const)[i % 3] ?? 'sentence')}`,
    ).join('\n'),
  ],
  'pinterest-pin-description': (c) =>
    options(c, 3, 'Option', () => [
      labelled(c, 'Pin title', 'title'),
      `${labelled(c, 'Description', 'sentence', 'benefit', 'cta')} ${c.hashtags(3)}`,
    ]),
  'social-media-bio': (c) => [numbered(c, 5, 'sentence')],
  'linkedin-profile-summary': (c, tone) => [
    opening(c, tone, 1),
    ...paragraphs(c, 2),
    `Specialties: ${c.take('button')}, ${c.take('button')}`,
    c.take('cta'),
  ],
  'social-media-post-ideas': ideas(10),
  'event-announcement-post': (c, tone) => [
    c.take('hook'),
    opening(c, tone),
    '[Date]\n[Time]\n[Link]',
    c.take('cta'),
    c.hashtags(3),
  ],
  'engagement-questions': (c) => [numbered(c, 10, 'question')],
  'instagram-carousel': (c) => [
    [
      `${c.label('Slide')} 1: ${c.take('title')}`,
      ...times(6, (i) => `${c.label('Slide')} ${i + 2}: ${c.take('sentence')}`),
      `${c.label('Slide')} 8: ${c.take('cta')}`,
    ].join('\n'),
    labelled(c, 'Caption', 'sentence', 'question'),
  ],
  'social-media-content-calendar': (c) =>
    c.bank.days.map(
      (day, i) =>
        `${day}\n${['Instagram', 'LinkedIn', 'Facebook', 'TikTok'][i % 4] ?? ''}\n${c.take('sentence')}\n${c.take('hook')}`,
    ),
  'youtube-video-script': (c) => [
    labelled(c, 'Hook', 'hook'),
    labelled(c, 'Intro', 'sentence', 'sentence'),
    ...times(4, (i) => `${i + 1}. ${section(c, c.take('heading'), 1)}`),
    labelled(c, 'Outro', 'benefit', 'cta'),
  ],
  'youtube-titles': (c) => [numbered(c, 10, 'title')],
  'video-descriptions': (c) => [
    c.run('sentence', 2),
    c.run('sentence', 4),
    `${c.label('Chapters')}:\n${times(5, (i) => `0${i}:${i === 0 ? '00' : '30'} ${c.take('heading')}`).join('\n')}`,
    '[Links]',
    c.hashtags(3),
  ],
  'tiktok-script': (c) => [
    labelled(c, 'Hook (0–3s)', 'hook'),
    labelled(c, 'Body', 'sentence', 'sentence', 'benefit'),
    labelled(c, 'Call to action', 'cta'),
  ],
  'youtube-video-ideas': ideas(10),
  'video-hooks': (c) => [
    times(10, (i) => `${i + 1}. ${c.take(i % 2 === 0 ? 'hook' : 'question')}`).join('\n'),
  ],
  'landing-page-headlines': (c) => [
    times(8, (i) => `${i + 1}. ${c.take('title')}\nSub: ${c.take('sentence')}`).join('\n'),
  ],
  'hero-section': (c) => [
    [
      labelled(c, 'Eyebrow', 'button'),
      labelled(c, 'Headline', 'title'),
      labelled(c, 'Subheadline', 'sentence'),
      labelled(c, 'Primary button', 'button'),
      labelled(c, 'Secondary button', 'button'),
      'Trust line: [rating] · [customers]',
    ].join('\n'),
  ],
  'about-us-page': (c) => [
    c.take('title'),
    section(c, 'Our Story', 1),
    section(c, 'What We Do', 1),
    `Our Values\n${bullets(c, 3, 'benefit')}`,
    section(c, 'Why Choose Us', 1, 2),
    c.take('cta'),
  ],
  'faq-generator': (c) => times(5, (i) => `Q${i + 1}: ${c.take('question')}\nA: ${c.run('sentence', 2)}`),
  'feature-section': (c) => [c.take('title'), ...times(6, () => `${c.take('button')}\n${c.take('benefit')}`)],
  'services-page': (c) => [
    c.take('title'),
    c.run('sentence', 2),
    ...times(3, () => `${c.take('heading')}\n${c.run('sentence', 2)}\nIdeal for: ${c.take('benefit')}`),
    c.take('cta'),
  ],
  'call-to-action': (c) => [
    times(10, (i) => `${i + 1}. ${c.take('button')} – ${c.take(i === 0 ? 'sentence' : 'benefit')}`).join(
      '\n',
    ),
  ],
  'how-it-works': (c) => [
    c.take('title'),
    times(3, (i) => `${i + 1}. ${c.take('button')}: ${c.take('benefit')}`).join('\n'),
    c.take('cta'),
  ],
  'cover-letter': (c) => [
    c.bank.letter.dear,
    ...paragraphs(c, 3),
    c.take('cta'),
    `${c.bank.letter.sincerely}\n${placeholder(c, 'Your Name')}`,
  ],
  'job-description': (c) => [
    c.take('title'),
    section(c, 'About Us', 1, 2),
    section(c, 'The Role', 1, 2),
    `What You’ll Do\n${bullets(c, 5, 'sentence')}`,
    `What You’ll Bring\n${bullets(c, 4, 'benefit')}`,
    'What We Offer\n[Salary] · [Benefits]',
    `How to Apply\n${c.take('cta')}`,
  ],
  'resume-summary': (c) => options(c, 3, 'Option', () => [c.run('sentence', 3)]),
  'meeting-agenda': (c) => [
    [labelled(c, 'Meeting', 'title'), labelled(c, 'Goal', 'sentence'), 'Duration: 45 min'].join('\n'),
    times(4, (i) => `${i + 1}. ${c.take('heading')} – ${[10, 15, 15, 5][i] ?? 10} min – [Name]`).join('\n'),
    `Preparation:\n${bullets(c, 2, 'cta')}`,
  ],
  'song-lyrics': creative.song,
  poem: creative.poem,
  'interview-questions': (c) => [numbered(c, 12, 'question')],
  'quiz-generator': (c) =>
    times(5, (i) => {
      // Answer options need facts the demo does not have: placeholders say so honestly.
      const choices = ['A', 'B', 'C', 'D'].map((letter) => `${letter}) [${letter}]`);
      return [
        `${i + 1}. ${c.take('question')}`,
        ...choices,
        `Answer: ${['B', 'D', 'A', 'C', 'B'][i] ?? 'A'} – ${c.take('sentence')}`,
      ].join('\n');
    }),
  translator: (c, _tone, text) => unchanged(c, text, 'translate'),
  'greeting-card-message': (c) => [numbered(c, 5, 'verse', 'sentence')],
  'speech-writer': (c, tone) => [c.take('hook'), opening(c, tone), ...paragraphs(c, 3), c.take('cta')],
  'smart-goals': (c) =>
    times(3, (i) =>
      [
        `${i + 1}. ${c.take('title')}`,
        labelled(c, 'Specific', 'sentence'),
        labelled(c, 'Measurable', 'benefit'),
        labelled(c, 'Achievable', 'sentence'),
        labelled(c, 'Relevant', 'benefit'),
        'Time-bound: [Date]',
        labelled(c, 'First step', 'cta'),
      ].join('\n'),
    ),
};
