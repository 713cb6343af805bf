import { darken, lighten } from './colours.ts';

/** Drawers for buildings and vehicles: centred on x = 50, standing on y = 74, main colour `c`. */
const INK = '#2b2b33';

function taperedBand(top: number, bottom: number): string {
  const at = (y: number) => 4 + ((y - 20) / 54) * 2; // half-width grows from 4 to 6 down the tower
  return `M${String(50 - at(top))} ${String(top)} H${String(50 + at(top))} L${String(50 + at(bottom))} ${String(bottom)} H${String(50 - at(bottom))} Z`;
}

export const lighthouse = (c: string) =>
  `<ellipse cx="50" cy="75" rx="12" ry="3.5" fill="#55595f"/>
<path d="${taperedBand(30, 74)}" fill="#f7f7f2"/>
${[36, 48, 60].map((y) => `<path d="${taperedBand(y, y + 6)}" fill="${c}"/>`).join('')}
<rect x="48.5" y="67" width="3" height="7" fill="${INK}"/>
<rect x="43.5" y="28" width="13" height="2.2" fill="${INK}"/>
<rect x="46" y="21" width="8" height="7" fill="#ffe08a" stroke="${INK}" stroke-width="0.8"/>
<path d="M45 21 L50 15 L55 21 Z" fill="${c}"/>`;

export const house = (c: string) =>
  `<rect x="57" y="36" width="4" height="9" fill="#7a4a2a"/>
<rect x="34" y="50" width="32" height="24" fill="${c}"/>
<path d="M31 51 L50 34 L69 51 Z" fill="#b23a2e"/>
<rect x="47" y="62" width="6" height="12" fill="#6b3f22"/>
<rect x="38" y="55" width="6" height="6" fill="#fff3b0" stroke="${darken(c, 0.4)}" stroke-width="0.6"/>
<rect x="56" y="55" width="6" height="6" fill="#fff3b0" stroke="${darken(c, 0.4)}" stroke-width="0.6"/>`;

const crenels = (x: number, y: number, w: number, fill: string) =>
  Array.from({ length: Math.floor(w / 3) }, (_, i) =>
    i % 2 === 0
      ? `<rect x="${String(x + i * 3)}" y="${String(y - 2.5)}" width="3" height="2.5" fill="${fill}"/>`
      : '',
  ).join('');

export const castle = (c: string) =>
  `<rect x="36" y="48" width="28" height="26" fill="${c}"/>${crenels(36, 48, 28, c)}
<rect x="28" y="38" width="10" height="36" fill="${darken(c, 0.12)}"/>${crenels(28, 38, 10, darken(c, 0.12))}
<rect x="62" y="38" width="10" height="36" fill="${darken(c, 0.12)}"/>${crenels(62, 38, 10, darken(c, 0.12))}
<path d="M45 74 V64 a5 5 0 0 1 10 0 V74 Z" fill="${INK}"/>
<line x1="33" y1="35.5" x2="33" y2="28" stroke="${INK}" stroke-width="0.6"/><path d="M33 28 L38 30 L33 32 Z" fill="#d62828"/>
<line x1="67" y1="35.5" x2="67" y2="28" stroke="${INK}" stroke-width="0.6"/><path d="M67 28 L72 30 L67 32 Z" fill="#d62828"/>`;

export const car = (c: string) =>
  `<path d="M24 70 V63 Q 25 60 30 59 L38 52 H60 L68 59 Q 75 60 76 63 V70 Z" fill="${c}"/>
<path d="M40 54 H49 V59 H35 Z M51 54 H59 L64 59 H51 Z" fill="#cfe8ff"/>
<circle cx="34" cy="70" r="4.5" fill="${INK}"/><circle cx="34" cy="70" r="1.8" fill="#aaa"/>
<circle cx="66" cy="70" r="4.5" fill="${INK}"/><circle cx="66" cy="70" r="1.8" fill="#aaa"/>
<rect x="73" y="62" width="3" height="2" fill="#ffe066"/>`;

export const boat = (c: string) =>
  `<line x1="50" y1="30" x2="50" y2="66" stroke="${INK}" stroke-width="0.9"/>
<path d="M51 32 L68 64 H51 Z" fill="#fbfbf5"/><path d="M49 36 L36 64 H49 Z" fill="${lighten(c, 0.6)}"/>
<path d="M30 66 H72 L66 74 H36 Z" fill="${c}"/>`;

export const rocket = (c: string) =>
  `<path d="M44 66 L38 74 H45 Z M56 66 L62 74 H55 Z" fill="#d62828"/>
<path d="M50 24 Q 58 34 57 66 H43 Q 42 34 50 24 Z" fill="${c}"/>
<circle cx="50" cy="44" r="3.5" fill="#8fd3ff" stroke="${INK}" stroke-width="0.7"/>
<path d="M45 66 Q 50 80 55 66 Z" fill="#ffb000"/>`;

export const robot = (c: string) =>
  `<line x1="50" y1="28" x2="50" y2="32" stroke="${INK}" stroke-width="0.8"/><circle cx="50" cy="27" r="1.5" fill="#d62828"/>
<rect x="41" y="32" width="18" height="13" rx="2" fill="${c}"/>
<circle cx="46" cy="38" r="2" fill="#7ef9ff"/><circle cx="54" cy="38" r="2" fill="#7ef9ff"/>
<rect x="38" y="47" width="24" height="17" rx="2" fill="${darken(c, 0.12)}"/><rect x="45" y="51" width="10" height="6" fill="${lighten(c, 0.5)}"/>
<rect x="32" y="48" width="5" height="13" rx="2" fill="${c}"/><rect x="63" y="48" width="5" height="13" rx="2" fill="${c}"/>
<rect x="42" y="64" width="5" height="10" fill="${c}"/><rect x="53" y="64" width="5" height="10" fill="${c}"/>`;

export const cup = (c: string) =>
  `<ellipse cx="50" cy="72" rx="20" ry="3.5" fill="${lighten(c, 0.2)}" stroke="${darken(c, 0.25)}" stroke-width="0.5"/>
<path d="M62 52 a7 7 0 1 1 0 13" fill="none" stroke="${c}" stroke-width="3"/>
<path d="M36 48 H64 L61 70 H39 Z" fill="${c}"/><ellipse cx="50" cy="48" rx="14" ry="2.5" fill="#5a3a22"/>
<path d="M44 44 q -2 -4 0 -7 q 2 -3 0 -6 M50 44 q -2 -4 0 -7 q 2 -3 0 -6 M56 44 q -2 -4 0 -7 q 2 -3 0 -6" stroke="#ffffff" stroke-width="0.8" fill="none" opacity="0.8"/>`;

export const book = (c: string) =>
  `<path d="M28 70 L50 66 L72 70 V46 L50 42 L28 46 Z" fill="${darken(c, 0.2)}"/>
<path d="M30 68 L50 64 V42 L30 46 Z M50 64 L70 68 V46 L50 42 Z" fill="#fbfaf3"/>
${[48, 52, 56].map((y) => `<line x1="33" y1="${String(y)}" x2="47" y2="${String(y - 3)}" stroke="#999" stroke-width="0.5"/><line x1="53" y1="${String(y - 3)}" x2="67" y2="${String(y)}" stroke="#999" stroke-width="0.5"/>`).join('')}`;

export const cake = (c: string) =>
  `<rect x="32" y="56" width="36" height="16" rx="1.5" fill="${c}"/><rect x="36" y="46" width="28" height="11" rx="1.5" fill="${lighten(c, 0.3)}"/>
<path d="M32 58 q 4 3 6 0 q 3 3 6 0 q 3 3 6 0 q 3 3 6 0 q 3 3 6 0 q 3 3 6 0" fill="none" stroke="#fff" stroke-width="1.2"/>
${[42, 50, 58].map((x) => `<rect x="${String(x - 0.7)}" y="39" width="1.4" height="7" fill="#8fd3ff"/><ellipse cx="${String(x)}" cy="37.5" rx="1" ry="1.6" fill="#ffb000"/>`).join('')}`;
