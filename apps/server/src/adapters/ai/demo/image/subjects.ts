import type { BackdropKey } from './backdrops.ts';
import * as places from './draw-places.ts';
import * as living from './draw-living.ts';
import type { TimeOfDay } from './sky.ts';

interface Subject {
  words: string[];
  colour: string;
  draw: (colour: string) => string;
  /** Where this subject usually is, when the prompt names no place. */
  backdrop?: BackdropKey;
  /** The time of day it implies, when the prompt names none. */
  time?: TimeOfDay;
}

const SUBJECTS = {
  lighthouse: {
    words: ['lighthouse', 'beacon'],
    colour: '#d62828',
    draw: places.lighthouse,
    backdrop: 'sea',
  },
  house: {
    words: ['house', 'home', 'cottage', 'cabin', 'hut', 'barn', 'farmhouse'],
    colour: '#f2d9a6',
    draw: places.house,
  },
  castle: { words: ['castle', 'fortress', 'palace', 'kingdom'], colour: '#9aa0a8', draw: places.castle },
  car: {
    words: ['car', 'truck', 'taxi', 'van', 'jeep', 'automobile'],
    colour: '#d62828',
    draw: places.car,
    backdrop: 'city',
  },
  boat: {
    words: ['boat', 'ship', 'sailboat', 'yacht', 'sail', 'sailing'],
    colour: '#c0392b',
    draw: places.boat,
    backdrop: 'sea',
  },
  rocket: {
    words: ['rocket', 'spaceship', 'spacecraft', 'shuttle'],
    colour: '#e5e7eb',
    draw: places.rocket,
    backdrop: 'space',
  },
  robot: { words: ['robot', 'android', 'cyborg', 'droid'], colour: '#9aa7b8', draw: places.robot },
  cup: {
    words: ['cup', 'coffee', 'mug', 'tea', 'latte', 'espresso', 'teacup', 'cappuccino'],
    colour: '#f5f5f5',
    draw: places.cup,
    backdrop: 'indoor',
  },
  book: {
    words: ['book', 'novel', 'library', 'notebook'],
    colour: '#2f6fde',
    draw: places.book,
    backdrop: 'indoor',
  },
  cake: {
    words: ['cake', 'birthday', 'cupcake', 'dessert'],
    colour: '#f48fb1',
    draw: places.cake,
    backdrop: 'indoor',
  },
  tree: { words: ['tree', 'oak', 'pine', 'willow', 'palm'], colour: '#2e8b3e', draw: living.tree },
  flower: {
    words: ['flower', 'rose', 'tulip', 'daisy', 'sunflower', 'blossom', 'bouquet', 'garden', 'lily'],
    colour: '#e84a8a',
    draw: living.flower,
  },
  cat: { words: ['cat', 'kitten', 'kitty'], colour: '#e08a3c', draw: living.cat },
  dog: { words: ['dog', 'puppy', 'pup', 'hound', 'retriever', 'corgi'], colour: '#a0683a', draw: living.dog },
  bird: {
    words: ['bird', 'parrot', 'eagle', 'owl', 'sparrow', 'robin', 'seagull', 'gull', 'dove'],
    colour: '#3b82f6',
    draw: living.bird,
  },
  fish: {
    words: ['fish', 'goldfish', 'whale', 'dolphin', 'shark'],
    colour: '#f59e0b',
    draw: living.fish,
    backdrop: 'sea',
  },
  person: {
    words: [
      'person',
      'man',
      'woman',
      'girl',
      'boy',
      'child',
      'kid',
      'people',
      'portrait',
      'astronaut',
      'knight',
      'wizard',
      'farmer',
      'king',
      'queen',
    ],
    colour: '#3b6fd8',
    draw: living.person,
  },
  butterfly: { words: ['butterfly', 'moth'], colour: '#f59e0b', draw: living.butterfly },
  sun: { words: ['sun'], colour: '#ffcc33', draw: living.sun, time: 'day' },
  moon: {
    words: ['moon', 'moonlight', 'moonlit', 'crescent'],
    colour: '#f4f1d0',
    draw: living.moon,
    time: 'night',
  },
  star: { words: ['star'], colour: '#ffd23f', draw: living.star, time: 'night' },
  heart: { words: ['heart', 'love', 'valentine'], colour: '#e63950', draw: living.heart },
  apple: { words: ['apple', 'fruit'], colour: '#d62828', draw: living.apple, backdrop: 'indoor' },
  balloon: { words: ['balloon', 'balloons'], colour: '#e63950', draw: living.balloon },
} satisfies Record<string, Subject>;

export type SubjectKey = keyof typeof SUBJECTS;

const BY_WORD = new Map<string, SubjectKey>(
  (Object.entries(SUBJECTS) as [SubjectKey, Subject][]).flatMap(([key, s]) =>
    s.words.map((w) => [w, key] as const),
  ),
);

/** The subject a word names, also in the plural ("cats", "boxes" style). */
export function subjectOf(word: string): SubjectKey | undefined {
  return BY_WORD.get(word) ?? (word.endsWith('s') ? BY_WORD.get(word.slice(0, -1)) : undefined);
}

export const subjectInfo = (key: SubjectKey): Subject => SUBJECTS[key];
