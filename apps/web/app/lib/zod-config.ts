import { z } from 'zod/v4';

// The web build resolves `zod` to this module (vite.config.ts), so every schema, the contract's
// included, is built after this line: zod probes `new Function` to decide whether to compile
// validators, the page's CSP forbids eval, and the refused probe shows up as a CSP issue in the
// browser. Interpreted validation is plenty here. Only pages that validate something load zod.
z.config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
