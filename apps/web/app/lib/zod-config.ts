import { z } from 'zod';

// Zod probes `new Function` to decide whether to compile validators; the page's CSP forbids eval,
// and the refused probe shows up as a CSP issue in the browser. Interpreted validation is plenty here.
z.config({ jitless: true });
