import { resetConsoleState } from './test-reset';

// The files of the unit-web project share a module graph per worker (ADR 0101): each starts from
// a fresh page's state.
await resetConsoleState();
