/** The shape of output a tool's system prompt asks for, read back from its wording. */
export type DemoFormat =
  | { kind: 'labelled'; labels: string[] }
  | { kind: 'list'; count: number }
  | { kind: 'prose'; paragraphs: number };

const labelPattern = /'([A-Z][A-Za-z0-9 &/-]{1,30}):'/g;
const countPatterns = [
  /numbered list of (\d+)/i,
  /exactly (\d+) (?:questions|tweets|bullets|options)/i,
  /\bWrite (\d+) (?:options|hashtags|caption|ad|multiple)/i,
];

/**
 * The demo engine follows the catalogue's own format instructions (labelled parts, numbered
 * lists), so demo output has the shape the real tool would produce.
 */
export function readFormat(system: string, maxWords: number): DemoFormat {
  const labels = [...new Set([...system.matchAll(labelPattern)].map((match) => match[1] ?? ''))].filter(
    Boolean,
  );
  if (labels.length >= 2) return { kind: 'labelled', labels };
  for (const pattern of countPatterns) {
    const count = Number(pattern.exec(system)?.[1]);
    if (count > 0) return { kind: 'list', count: Math.min(count, 30) };
  }
  return { kind: 'prose', paragraphs: Math.max(1, Math.min(6, Math.round(maxWords / 90))) };
}
