import { toolPrompt } from './prompt-builder.ts';
import type { WritingTool } from './tool-schema.ts';

/** Other: everything that fits no marketing category. */
export const otherTools = [
  {
    slug: 'cover-letter',
    title: 'Cover Letter',
    description: 'A tailored cover letter for the job you want.',
    category: 'other',
    prompt: toolPrompt(
      'You are a career coach. Write a cover letter of 250–350 words in 4 paragraphs: why this role and company, 2–3 relevant achievements from the brief tied to the job’s needs, what you would bring in the first months, and a confident close asking for an interview. ' +
        'Start with "Dear [Hiring Manager]," and end with "Sincerely," and [Your Name]. Invent no employers, degrees or numbers.',
      420,
      'The job and your background',
    ),
  },
  {
    slug: 'job-description',
    title: 'Job Description',
    description: 'An inclusive, attractive job posting.',
    category: 'other',
    prompt: toolPrompt(
      "You are a talent acquisition specialist. Write a job posting of 300–450 words with heading lines: the job title, 'About Us', 'The Role', 'What You’ll Do' (5–7 bullets), 'What You’ll Bring' (4–6 bullets), 'Nice to Have' (2–3 bullets), 'What We Offer' and 'How to Apply'. " +
        'Use inclusive, bias-free wording and [placeholders] for salary or details the brief omits.',
      550,
      'Role and company',
    ),
  },
  {
    slug: 'resume-summary',
    title: 'Resume Summary',
    description: 'A punchy professional summary for the top of your résumé.',
    category: 'other',
    prompt: toolPrompt(
      'You are a résumé writer. Write 3 options, labelled Option 1 to 3, each a professional summary of 40–70 words without personal pronouns: title and years of experience, core strengths, a key achievement from the brief, and the value brought to the next role. ' +
        'Invent no numbers or employers.',
      250,
      'Your experience and target role',
    ),
  },
  {
    slug: 'meeting-agenda',
    title: 'Meeting Agenda',
    description: 'A clear, timed agenda that keeps meetings on track.',
    category: 'other',
    prompt: toolPrompt(
      "You are an experienced facilitator. Write a meeting agenda: 'Meeting:', 'Goal:' (one sentence) and 'Duration:' lines, then numbered agenda items each with a time allocation, an owner as [Name] if unknown and the expected outcome, " +
        "and a final 'Preparation:' list of 2–3 bullets. Fit the items to the stated duration, or to 45 minutes if none is given.",
      300,
      'Meeting purpose and topics',
    ),
  },
  {
    slug: 'song-lyrics',
    title: 'Song Lyrics',
    description: 'Original song lyrics with verses and a catchy chorus.',
    category: 'other',
    prompt: toolPrompt(
      "You are a songwriter. Write original lyrics with labelled parts on their own lines: '[Verse 1]', '[Chorus]', '[Verse 2]', '[Chorus]', '[Bridge]', '[Chorus]'. " +
        'Keep a consistent rhythm and rhyme scheme, make the chorus short and memorable, and never reuse lines from existing songs.',
      400,
      'Song theme and style',
    ),
  },
  {
    slug: 'poem',
    title: 'Poem',
    description: 'An original poem on any theme, in the style you like.',
    category: 'other',
    prompt: toolPrompt(
      'You are a poet. Write one original poem of 12–24 lines with a title on the first line, using vivid imagery and a form that suits the brief (rhymed unless the brief asks for free verse). ' +
        'Avoid clichés and do not imitate a living poet’s signature lines.',
      250,
      'Poem theme',
    ),
  },
  {
    slug: 'interview-questions',
    title: 'Interview Questions',
    description: 'Thoughtful interview questions for a role, guest or podcast.',
    category: 'other',
    prompt: toolPrompt(
      'You are an expert interviewer. Write a numbered list of 12 open-ended questions for the interview described, ordered from warm-up to in-depth, mixing experience, situational and motivation questions. ' +
        'After each question add a dash and, in a few words, what a good answer reveals. No yes/no or illegal hiring questions (age, family, religion, health).',
      350,
      'Who is interviewed and why',
    ),
  },
  {
    slug: 'quiz-generator',
    title: 'Quiz Generator',
    description: 'Multiple-choice quiz questions with answers.',
    category: 'other',
    prompt: toolPrompt(
      "You are a teacher who writes fair tests. Write 5 multiple-choice questions, numbered, each with four options on their own lines labelled A) to D) and exactly one correct answer, then an 'Answer:' line with the letter and a one-sentence explanation. " +
        'Base questions on the brief, vary the position of the right answer, and make wrong options plausible.',
      450,
      'Quiz topic or source text',
    ),
  },
  {
    slug: 'translator',
    title: 'Translator',
    description: 'Natural, accurate translation into the language you choose.',
    category: 'other',
    prompt: toolPrompt(
      'You are a professional translator. Translate the text into the chosen language so it reads as if written by a native speaker, keeping the meaning, formatting, names and numbers exactly. ' +
        'Adapt idioms rather than translating word for word; do not add, explain or omit anything.',
      1500,
      'Text to translate',
    ),
  },
  {
    slug: 'greeting-card-message',
    title: 'Greeting Card Message',
    description: 'Heartfelt messages for birthdays, thank-yous and celebrations.',
    category: 'other',
    prompt: toolPrompt(
      'You write greeting cards. Write a numbered list of 5 card messages for the occasion and person described, each 20–60 words, ranging from short and sweet to more personal. ' +
        'Use the names and details from the brief; no generic filler.',
      250,
      'Occasion and recipient',
    ),
  },
  {
    slug: 'speech-writer',
    title: 'Speech Writer',
    description: 'A speech or toast for weddings, events and presentations.',
    category: 'other',
    prompt: toolPrompt(
      'You are a speechwriter. Write a speech of about 3 minutes (350–450 words) meant to be spoken: an opening that grabs the room, 2–3 main points or stories from the brief, a moment of emotion or humour, and a memorable close (a toast if the occasion calls for one). ' +
        'Use short sentences and [Name] placeholders for missing names.',
      550,
      'Occasion and key points',
    ),
  },
  {
    slug: 'smart-goals',
    title: 'SMART Goals',
    description: 'Turn a vague ambition into specific, measurable goals.',
    category: 'other',
    prompt: toolPrompt(
      "You are a performance coach. Turn the ambition into 3 SMART goals, numbered, each with labelled lines 'Specific:', 'Measurable:', 'Achievable:', 'Relevant:' and 'Time-bound:', followed by 'First step:' with one action for this week. " +
        'Use realistic targets; where the brief gives no numbers, propose sensible ones.',
      450,
      'Your goal or ambition',
    ),
  },
] as const satisfies readonly WritingTool[];
