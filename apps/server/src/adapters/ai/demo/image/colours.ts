/** Colour words a prompt may use, as the hex the demo picture paints them with. */
export const COLOUR_WORDS: Record<string, string> = {
  red: '#d62828',
  crimson: '#b3123a',
  scarlet: '#e0301e',
  maroon: '#7a1f2b',
  burgundy: '#800933',
  pink: '#f48fb1',
  magenta: '#d81b9c',
  fuchsia: '#e0218a',
  orange: '#f7931e',
  amber: '#ffb000',
  peach: '#ffb38a',
  coral: '#ff7f50',
  salmon: '#fa8072',
  yellow: '#ffd23f',
  lemon: '#fff44f',
  gold: '#e6b422',
  golden: '#e6b422',
  green: '#2e9e44',
  lime: '#9be22d',
  olive: '#708238',
  emerald: '#1f9d6b',
  mint: '#98e6c3',
  teal: '#14838a',
  turquoise: '#30c5c0',
  cyan: '#22c3e6',
  aqua: '#3fd9e0',
  blue: '#2f6fde',
  azure: '#3b9cff',
  navy: '#1b2a5e',
  cobalt: '#0047ab',
  indigo: '#3f3fa0',
  purple: '#7b3fb5',
  violet: '#8f5fd6',
  lavender: '#b9a5e8',
  lilac: '#c8a2c8',
  plum: '#8e4585',
  brown: '#7a4a2a',
  chocolate: '#5c3317',
  tan: '#d2b48c',
  beige: '#e8d8b5',
  cream: '#fff5d6',
  white: '#f5f5f5',
  ivory: '#fffff0',
  silver: '#c0c6cc',
  grey: '#8a8f96',
  gray: '#8a8f96',
  charcoal: '#36454f',
  black: '#1a1a1a',
};

/** Words that make the colour after them lighter or darker ("pale blue", "dark green"). */
export const LIGHTER = new Set(['light', 'pale', 'pastel', 'soft', 'bright']);
export const DARKER = new Set(['dark', 'deep', 'midnight']);

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hexOf = (rgb: Rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` moved towards `b` by `t` (0…1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf([0, 1, 2].map((i) => (x[i] ?? 0) + ((y[i] ?? 0) - (x[i] ?? 0)) * t) as Rgb);
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);
