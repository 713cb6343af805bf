/** Decoded Stripe request parameters: strings, nested objects and arrays. */
export interface Params {
  [key: string]: ParamValue;
}
export type ParamValue = string | Params | ParamValue[];

type Node = Record<string, unknown>;

/** Objects whose keys are all 0, 1, 2… were arrays in the request (`line_items[0][quantity]`). */
function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Node).map(([key, child]) => [key, arraysOf(child)] as const);
  const isArray = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isArray ? entries.map(([, child]) => child) : Object.fromEntries(entries);
}

/**
 * Parses Stripe's form encoding (`metadata[userId]=…&line_items[0][price_data][currency]=usd`), as the
 * SDK sends it in bodies and query strings; for the fake Stripe server.
 */
export function parseStripeParams(encoded: string): Params {
  const root: Node = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const keys = name.replace(/\]/g, '').split('[');
    let node = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      node[key] = typeof next === 'object' && next !== null ? next : {};
      node = node[key] as Node;
    });
  }
  return arraysOf(root) as Params;
}
