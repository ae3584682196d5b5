// A worker thread starts without the TypeScript loader the server runs under (tsx in
// production, vitest in tests), so it registers tsx before loading its TypeScript body.
import { register } from 'tsx/esm/api';

register();
await import('./master-xlsx-worker.ts');
