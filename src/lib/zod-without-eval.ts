import { config } from 'zod/v4/core';

// The console's CSP grants no 'unsafe-eval' (ADR 0068). zod would otherwise probe for
// `new Function` on its first object parse: the probe is caught, but the browser still reports
// it as a violation. zod/v4/core owns the config object every zod import reads, so the entry
// chunk gets only that, not the schema library (which still loads when first needed).
config({ jitless: true });
