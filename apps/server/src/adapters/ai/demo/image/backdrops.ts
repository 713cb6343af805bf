import { darken, lighten } from './colours.ts';

export type BackdropKey =
  'hills' | 'sea' | 'beach' | 'forest' | 'mountains' | 'city' | 'desert' | 'snow' | 'space' | 'indoor';

const BACKDROP_WORDS: Record<string, BackdropKey> = {
  hills: 'hills',
  hill: 'hills',
  meadow: 'hills',
  field: 'hills',
  countryside: 'hills',
  landscape: 'hills',
  sea: 'sea',
  ocean: 'sea',
  seaside: 'sea',
  coast: 'sea',
  harbor: 'sea',
  harbour: 'sea',
  lake: 'sea',
  waves: 'sea',
  beach: 'beach',
  shore: 'beach',
  island: 'beach',
  tropical: 'beach',
  forest: 'forest',
  woods: 'forest',
  woodland: 'forest',
  jungle: 'forest',
  trees: 'forest',
  mountain: 'mountains',
  mountains: 'mountains',
  peak: 'mountains',
  peaks: 'mountains',
  alps: 'mountains',
  volcano: 'mountains',
  city: 'city',
  skyline: 'city',
  town: 'city',
  street: 'city',
  downtown: 'city',
  skyscraper: 'city',
  skyscrapers: 'city',
  buildings: 'city',
  desert: 'desert',
  dunes: 'desert',
  sahara: 'desert',
  space: 'space',
  galaxy: 'space',
  planet: 'space',
  universe: 'space',
  cosmos: 'space',
  nebula: 'space',
  kitchen: 'indoor',
  room: 'indoor',
  table: 'indoor',
  cafe: 'indoor',
  desk: 'indoor',
  office: 'indoor',
  indoors: 'indoor',
  bedroom: 'indoor',
};

export const backdropOf = (word: string): BackdropKey | undefined => BACKDROP_WORDS[word];

type Draw = (colour: string | undefined, night: boolean, seed: Uint8Array) => string;

const pine = (x: number, base: number, h: number, fill: string) =>
  `<path d="M${String(x)} ${String(base - h)} L${String(x + h * 0.32)} ${String(base)} H${String(x - h * 0.32)} Z" fill="${fill}"/>`;

const BACKDROPS: Record<BackdropKey, Draw> = {
  hills: (colour) => {
    const c = colour ?? '#4f9a4a';
    return `<path d="M0 64 Q 30 50 55 62 T 100 58 V 100 H 0 Z" fill="${lighten(c, 0.15)}"/>
<path d="M0 74 Q 35 62 65 72 T 100 70 V 100 H 0 Z" fill="${c}"/>`;
  },
  sea: (colour) => {
    const c = colour ?? '#2b6cb0';
    const waves = [68, 76, 86]
      .map(
        (y) =>
          `<path d="M4 ${String(y)} q 4 -1.5 8 0 M40 ${String(y + 2)} q 4 -1.5 8 0 M74 ${String(y - 1)} q 4 -1.5 8 0" stroke="${lighten(c, 0.45)}" stroke-width="0.6" fill="none"/>`,
      )
      .join('');
    return `<rect y="62" width="100" height="38" fill="${c}"/><rect y="62" width="100" height="3" fill="${lighten(c, 0.2)}"/>${waves}`;
  },
  beach: (colour) => {
    const sand = colour ?? '#ead39c';
    return `<rect y="62" width="100" height="38" fill="#2b8ab0"/><path d="M0 78 Q 40 70 100 76 V 100 H 0 Z" fill="${sand}"/><path d="M0 78 Q 40 70 100 76" stroke="#ffffff" stroke-width="0.8" fill="none" opacity="0.8"/>`;
  },
  forest: (colour) => {
    const c = colour ?? '#2e7d32';
    const rows = [
      { base: 58, h: 26, fill: darken(c, 0.25), step: 9, from: 2 },
      { base: 70, h: 28, fill: c, step: 11, from: 6 },
      { base: 84, h: 26, fill: lighten(c, 0.12), step: 13, from: 0 },
    ];
    const trees = rows
      .map((r) =>
        Array.from({ length: Math.ceil(104 / r.step) }, (_, i) =>
          pine(r.from + i * r.step, r.base, r.h, r.fill),
        ).join(''),
      )
      .join('');
    return `<rect y="56" width="100" height="44" fill="${darken(c, 0.35)}"/>${trees}`;
  },
  mountains: (colour) => {
    const c = colour ?? '#6b7b8c';
    return `<path d="M-10 66 L22 26 L48 66 Z" fill="${darken(c, 0.15)}"/><path d="M22 26 L15 35 L19 34 L22 37 L25 34 L29 35 Z" fill="#ffffff"/>
<path d="M30 66 L64 18 L100 66 Z" fill="${c}"/><path d="M64 18 L56 29 L60 28 L64 31 L68 28 L72 29 Z" fill="#ffffff"/>
<path d="M0 66 Q 50 60 100 66 V 100 H 0 Z" fill="${darken(c, 0.45)}"/>`;
  },
  city: (colour, night, seed) => {
    const c = colour ?? '#4a5568';
    const lit = night ? '#ffd966' : lighten(c, 0.55);
    const blocks = Array.from({ length: 9 }, (_, i) => {
      const x = i * 11.5 - 2;
      const top = 28 + ((seed[i] ?? 0) % 26);
      const windows = Array.from(
        { length: Math.floor((66 - top) / 6) },
        (_, row) =>
          `<rect x="${String(x + 2.5)}" y="${String(top + 3 + row * 6)}" width="2" height="2.5" fill="${lit}"/><rect x="${String(x + 6.5)}" y="${String(top + 3 + row * 6)}" width="2" height="2.5" fill="${lit}"/>`,
      ).join('');
      return `<rect x="${String(x)}" y="${String(top)}" width="11" height="${String(70 - top)}" fill="${i % 2 ? c : darken(c, 0.2)}"/>${windows}`;
    }).join('');
    return `${blocks}<rect y="68" width="100" height="32" fill="${darken(c, 0.5)}"/>`;
  },
  desert: (colour) => {
    const c = colour ?? '#e3b76b';
    return `<path d="M0 66 Q 25 56 50 64 T 100 62 V 100 H 0 Z" fill="${lighten(c, 0.15)}"/><path d="M0 76 Q 40 66 70 74 T 100 72 V 100 H 0 Z" fill="${c}"/>`;
  },
  snow: (colour) => {
    const c = colour ?? '#f4f8fc';
    return `<path d="M0 64 Q 30 54 60 63 T 100 60 V 100 H 0 Z" fill="${darken(c, 0.06)}"/><path d="M0 74 Q 40 64 70 72 T 100 70 V 100 H 0 Z" fill="${c}"/>`;
  },
  space: (colour) => {
    const c = colour ?? '#e07a5f';
    return `<circle cx="72" cy="34" r="14" fill="${c}"/><circle cx="67" cy="30" r="4" fill="${lighten(c, 0.25)}"/><ellipse cx="72" cy="34" rx="22" ry="4" fill="none" stroke="${lighten(c, 0.4)}" stroke-width="1.2"/>`;
  },
  indoor: (colour) => {
    const c = colour ?? '#8b5a2b';
    return `<rect y="64" width="100" height="36" fill="${c}"/><rect y="64" width="100" height="2" fill="${lighten(c, 0.25)}"/>`;
  },
};

export const drawBackdrop = (
  key: BackdropKey,
  colour: string | undefined,
  night: boolean,
  seed: Uint8Array,
) => BACKDROPS[key](colour, night, seed);
