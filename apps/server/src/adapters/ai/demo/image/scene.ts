import { backdropOf, type BackdropKey } from './backdrops.ts';
import { COLOUR_WORDS, DARKER, LIGHTER, darken, lighten } from './colours.ts';
import { SKY_PALETTES, timeOf, type TimeOfDay } from './sky.ts';
import { subjectInfo, subjectOf, type SubjectKey } from './subjects.ts';

/** What the demo picture shows, read from the prompt's words. */
export interface Scene {
  time: TimeOfDay;
  sky: string[];
  backdrop: BackdropKey;
  /** True when the prompt named the place itself: it is then the picture's main subject. */
  backdropNamed: boolean;
  backdropColour?: string;
  subjects: { key: SubjectKey; colour: string }[];
}

const SKY_WORDS = new Set([
  'sky',
  'skies',
  'clouds',
  'cloud',
  'background',
  'horizon',
  'heavens',
  'backdrop',
]);
const STOP_WORDS = new Set([
  'with',
  'of',
  'in',
  'at',
  'on',
  'under',
  'over',
  'by',
  'near',
  'from',
  'to',
  'behind',
  'above',
  'below',
]);

type Target = { kind: 'sky' } | { kind: 'backdrop'; key: BackdropKey } | { kind: 'subject'; key: SubjectKey };

function targetOf(word: string): Target | undefined {
  if (SKY_WORDS.has(word)) return { kind: 'sky' };
  const backdrop = backdropOf(word);
  if (backdrop) return { kind: 'backdrop', key: backdrop };
  const subject = subjectOf(word);
  return subject ? { kind: 'subject', key: subject } : undefined;
}

/** The thing a colour word describes: the first thing named within the next few words ("pink and orange sky"). */
function boundTarget(words: string[], from: number): Target | undefined {
  for (const word of words.slice(from + 1, from + 4)) {
    if (STOP_WORDS.has(word)) return undefined;
    const target = targetOf(word);
    if (target) return target;
  }
  return undefined;
}

function colourAt(words: string[], i: number): string | undefined {
  const base = COLOUR_WORDS[words[i] ?? ''];
  if (!base) return undefined;
  const before = words[i - 1] ?? '';
  if (LIGHTER.has(before)) return lighten(base, 0.4);
  if (DARKER.has(before)) return darken(base, 0.35);
  return base;
}

export function readScene(prompt: string): Scene {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  let time: TimeOfDay | undefined;
  let backdrop: BackdropKey | undefined;
  const skyColours: string[] = [];
  const free: string[] = [];
  const subjectColours = new Map<SubjectKey, string | undefined>();
  let backdropColour: string | undefined;

  words.forEach((word, i) => {
    time ??= timeOf(word);
    const target = targetOf(word);
    if (target?.kind === 'backdrop') backdrop ??= target.key;
    if (target?.kind === 'subject' && !subjectColours.has(target.key))
      subjectColours.set(target.key, undefined);
    const colour = colourAt(words, i);
    if (!colour) return;
    const bound = boundTarget(words, i);
    if (bound?.kind === 'sky') skyColours.push(colour);
    else if (bound?.kind === 'subject' && !subjectColours.get(bound.key))
      subjectColours.set(bound.key, colour);
    else if (bound?.kind === 'backdrop') backdropColour ??= colour;
    else free.push(colour);
  });

  const keys = [...subjectColours.keys()].slice(0, 2);
  const main = keys[0] ? subjectInfo(keys[0]) : undefined;
  const finalTime = time ?? main?.time ?? (backdrop === 'space' ? 'night' : 'day');
  const timeNamed = time !== undefined || main?.time !== undefined;
  // The prompt's own colours win over the time of day's; unplaced colours paint the sky first.
  const sky = skyColours.length ? skyColours : free.length && !timeNamed ? free : SKY_PALETTES[finalTime];
  const leftover = sky === free ? [] : [...free];
  const subjects = keys.map((key) => ({
    key,
    colour: subjectColours.get(key) ?? leftover.shift() ?? subjectInfo(key).colour,
  }));
  const place = backdrop ?? main?.backdrop ?? (finalTime === 'winter' ? 'snow' : 'hills');
  return {
    time: finalTime,
    sky,
    backdrop: place,
    backdropNamed: backdrop !== undefined,
    backdropColour:
      backdropColour ??
      leftover.shift() ??
      (place === 'hills' && free.length > 0 ? darken(free.at(-1) ?? '', 0.2) : undefined),
    subjects,
  };
}
