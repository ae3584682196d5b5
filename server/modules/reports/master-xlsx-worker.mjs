// A worker thread starts without the TypeScript loader the server runs under from source
// (tsx in `npm run dev`, vitest in tests), so it registers tsx before loading its TypeScript
// body. The bundle `npm start` runs has its own worker, built beside it (ADR 0043).
import { register } from 'tsx/esm/api';

register();
await import('./master-xlsx-worker.ts');
