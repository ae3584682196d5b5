// The console's CSP grants no 'unsafe-eval' (ADR 0068). zod probes `new Function` when it builds
// its first object schema unless its global config says jitless; the probe is caught, but the
// browser still reports a violation. Schemas are built as their chunks load, which can be before
// any module of ours runs, so the flag is set here, by a classic script that runs before every
// module script. zod keeps an existing __zod_globalConfig object and reads the flag from it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
