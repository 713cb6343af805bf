import { darken, lighten } from './colours.ts';

/** Drawers for living things and sky objects: centred on x = 50, standing on y = 74, main colour `c`. */
const INK = '#2b2b33';

export const tree = (c: string) =>
  `<rect x="47.5" y="52" width="5" height="22" fill="#6b4226"/>
<circle cx="50" cy="40" r="14" fill="${c}"/><circle cx="40" cy="48" r="9" fill="${darken(c, 0.1)}"/><circle cx="60" cy="48" r="9" fill="${darken(c, 0.1)}"/>
<circle cx="46" cy="36" r="4" fill="${lighten(c, 0.2)}"/>`;

export const flower = (c: string) =>
  `<path d="M50 74 V46" stroke="#2e8b3e" stroke-width="1.6"/><ellipse cx="44" cy="62" rx="5" ry="2" fill="#3fa34d" transform="rotate(-30 44 62)"/>
${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="50" cy="36" rx="4.5" ry="8" fill="${c}" transform="rotate(${String(a)} 50 44)"/>`).join('')}
<circle cx="50" cy="44" r="4.5" fill="#ffd23f"/>`;

export const cat = (c: string) =>
  `<path d="M64 70 q 12 -2 10 -16" stroke="${c}" stroke-width="3" fill="none" stroke-linecap="round"/>
<ellipse cx="52" cy="64" rx="14" ry="10" fill="${c}"/>
<circle cx="42" cy="50" r="9" fill="${c}"/>
<path d="M35 45 L36 35 L42 42 Z M49 45 L48 35 L42 42 Z" fill="${c}"/>
<circle cx="39" cy="49" r="1.4" fill="${INK}"/><circle cx="45" cy="49" r="1.4" fill="${INK}"/>
<path d="M41 53 l1 1 l1 -1" stroke="${INK}" stroke-width="0.6" fill="#f49ac1"/>
<rect x="42" y="70" width="4" height="4" fill="${darken(c, 0.1)}"/><rect x="56" y="70" width="4" height="4" fill="${darken(c, 0.1)}"/>`;

export const dog = (c: string) =>
  `<path d="M66 58 q 6 -4 5 -10" stroke="${c}" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<ellipse cx="54" cy="60" rx="14" ry="8" fill="${c}"/>
<rect x="43" y="64" width="4" height="10" fill="${c}"/><rect x="61" y="64" width="4" height="10" fill="${c}"/>
<circle cx="38" cy="48" r="8" fill="${c}"/><ellipse cx="31" cy="51" rx="4" ry="3" fill="${lighten(c, 0.2)}"/>
<ellipse cx="43" cy="50" rx="3" ry="6" fill="${darken(c, 0.3)}"/>
<circle cx="36" cy="46" r="1.3" fill="${INK}"/><circle cx="28.5" cy="50" r="1.3" fill="${INK}"/>`;

export const bird = (c: string) =>
  `<ellipse cx="50" cy="38" rx="12" ry="7" fill="${c}"/><circle cx="61" cy="33" r="5" fill="${c}"/>
<path d="M66 33 L71 34 L66 35.5 Z" fill="#ffb000"/><circle cx="62.5" cy="32" r="1" fill="${INK}"/>
<path d="M38 37 L30 32 L33 40 Z" fill="${darken(c, 0.2)}"/><path d="M46 36 Q 50 22 58 34 Z" fill="${darken(c, 0.15)}"/>`;

export const fish = (c: string) =>
  `<ellipse cx="50" cy="68" rx="14" ry="7" fill="${c}"/><path d="M36 68 L27 61 V75 Z" fill="${darken(c, 0.15)}"/>
<circle cx="58" cy="66" r="1.6" fill="${INK}"/><path d="M48 61 q 3 4 0 14" stroke="${lighten(c, 0.35)}" stroke-width="0.8" fill="none"/>`;

export const person = (c: string) =>
  `<circle cx="50" cy="34" r="6" fill="#e8b48f"/><path d="M44 32 Q 50 24 56 32 Z" fill="#4a3222"/>
<path d="M42 42 H58 L60 60 H40 Z" fill="${c}"/>
<path d="M42 43 L35 56 M58 43 L65 56" stroke="${c}" stroke-width="3.2" stroke-linecap="round"/>
<rect x="42.5" y="60" width="6" height="14" fill="#34405a"/><rect x="51.5" y="60" width="6" height="14" fill="#34405a"/>`;

export const butterfly = (c: string) =>
  `<ellipse cx="42" cy="40" rx="9" ry="11" fill="${c}"/><ellipse cx="58" cy="40" rx="9" ry="11" fill="${c}"/>
<ellipse cx="43" cy="55" rx="6" ry="7" fill="${darken(c, 0.15)}"/><ellipse cx="57" cy="55" rx="6" ry="7" fill="${darken(c, 0.15)}"/>
<rect x="49" y="34" width="2" height="26" rx="1" fill="${INK}"/><path d="M50 34 L46 27 M50 34 L54 27" stroke="${INK}" stroke-width="0.6"/>`;

export const sun = (c: string) =>
  `${Array.from({ length: 12 }, (_, i) => `<rect x="49" y="10" width="2" height="8" fill="${c}" transform="rotate(${String(i * 30)} 50 38)"/>`).join('')}
<circle cx="50" cy="38" r="16" fill="${c}"/><circle cx="45" cy="33" r="5" fill="${lighten(c, 0.35)}"/>`;

export const moon = (c: string) =>
  `<circle cx="50" cy="36" r="16" fill="${c}"/><circle cx="57" cy="31" r="14" fill="#0b1230" opacity="0.85"/>`;

export const star = (c: string) =>
  `<path d="M50 20 L55.3 32.7 L69 33.8 L58.6 42.7 L61.8 56 L50 48.8 L38.2 56 L41.4 42.7 L31 33.8 L44.7 32.7 Z" fill="${c}"/>`;

export const heart = (c: string) =>
  `<path d="M50 68 C 22 50 28 28 42 30 C 47 31 50 36 50 38 C 50 36 53 31 58 30 C 72 28 78 50 50 68 Z" fill="${c}"/>`;

export const apple = (c: string) =>
  `<path d="M50 44 C 40 36 28 44 32 58 C 35 70 44 74 50 70 C 56 74 65 70 68 58 C 72 44 60 36 50 44 Z" fill="${c}"/>
<path d="M50 44 q 0 -6 3 -9" stroke="#6b4226" stroke-width="1.4" fill="none"/><ellipse cx="57" cy="37" rx="5" ry="2.3" fill="#3fa34d" transform="rotate(-20 57 37)"/>`;

export const balloon = (c: string) =>
  `<path d="M50 50 q -3 8 0 14 q 3 6 0 10" stroke="${INK}" stroke-width="0.5" fill="none"/>
<ellipse cx="50" cy="34" rx="12" ry="15" fill="${c}"/><path d="M48 49 H52 L50 51 Z" fill="${c}"/><ellipse cx="45" cy="28" rx="3" ry="5" fill="${lighten(c, 0.4)}"/>`;
