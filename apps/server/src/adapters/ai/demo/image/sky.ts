import { lighten } from './colours.ts';

export type TimeOfDay = 'day' | 'dawn' | 'sunset' | 'night' | 'storm' | 'winter';

const TIME_WORDS: Record<string, TimeOfDay> = {
  dawn: 'dawn',
  sunrise: 'dawn',
  morning: 'dawn',
  daybreak: 'dawn',
  sunset: 'sunset',
  dusk: 'sunset',
  evening: 'sunset',
  twilight: 'sunset',
  night: 'night',
  midnight: 'night',
  nighttime: 'night',
  starry: 'night',
  stars: 'night',
  noon: 'day',
  sunny: 'day',
  daytime: 'day',
  summer: 'day',
  storm: 'storm',
  stormy: 'storm',
  rain: 'storm',
  rainy: 'storm',
  cloudy: 'storm',
  overcast: 'storm',
  fog: 'storm',
  foggy: 'storm',
  winter: 'winter',
  snowy: 'winter',
  snow: 'winter',
};

export const timeOf = (word: string): TimeOfDay | undefined => TIME_WORDS[word];

/** Top and bottom of the sky for each time of day. */
export const SKY_PALETTES: Record<TimeOfDay, [string, string]> = {
  day: ['#3f86d6', '#bfe3ff'],
  dawn: ['#f27ca6', '#ffb061'],
  sunset: ['#6a3d9a', '#ff8c42'],
  night: ['#070b1e', '#1f2b5c'],
  storm: ['#4b5563', '#9ca3af'],
  winter: ['#8fb4dc', '#eef5fb'],
};

/** The sky gradient from the colours the prompt named (one colour: it and a lighter version). */
export function skyGradient(colours: string[]): string {
  const top = colours[0] ?? SKY_PALETTES.day[0];
  const bottom = colours[1] ?? lighten(top, 0.45);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${top}"/><stop offset="0.7" stop-color="${bottom}"/></linearGradient></defs>
<rect width="100" height="100" fill="url(#sky)"/>`;
}

/** Sun, moon and stars, or clouds, for the time of day; `x` keeps them off the centre. */
export function skyDetails(time: TimeOfDay, seed: Uint8Array): string {
  const side = (seed[2] ?? 0) % 2 === 0 ? 1 : -1;
  const x = 50 + side * (24 + ((seed[3] ?? 0) % 12));
  if (time === 'night') {
    return `${stars(seed)}<circle cx="${String(x)}" cy="18" r="7" fill="#f4f1d0"/><circle cx="${String(x + 3 * side)}" cy="16" r="6" fill="#0b1230" opacity="0.35"/>`;
  }
  if (time === 'storm') return clouds('#6b7280', seed) + clouds('#9ca3af', seed.slice(4));
  if (time === 'dawn' || time === 'sunset') {
    return `<circle cx="${String(x)}" cy="60" r="9" fill="#ffd27a" opacity="0.95"/>`;
  }
  const sun = `<circle cx="${String(x)}" cy="18" r="8" fill="#ffe066" opacity="0.95"/>`;
  return sun + clouds('#ffffff', seed.slice(6));
}

/** Small white stars scattered over the upper half, placed by the prompt's hash. */
export function stars(seed: Uint8Array): string {
  return Array.from({ length: 18 }, (_, i) => {
    const sx = ((seed[(i * 2) % 32] ?? 0) * 0.39 + i * 13) % 100;
    const sy = ((seed[(i * 2 + 1) % 32] ?? 0) * 0.21 + i * 7) % 50;
    return `<circle cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" r="0.45" fill="#fff" opacity="0.85"/>`;
  }).join('');
}

function clouds(colour: string, seed: Uint8Array): string {
  return [0, 1]
    .map((i) => {
      const cx = 12 + i * 55 + ((seed[i] ?? 0) % 20);
      const cy = 10 + i * 6 + ((seed[i + 2] ?? 0) % 8);
      return `<g fill="${colour}" opacity="0.85"><ellipse cx="${String(cx)}" cy="${String(cy)}" rx="9" ry="3.5"/><ellipse cx="${String(cx + 4)}" cy="${String(cy - 2.5)}" rx="5" ry="3.5"/></g>`;
    })
    .join('');
}
