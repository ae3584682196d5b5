// Only the styles the login screen needs; the console loads the rest after sign-in (issue 33).
import './components/mantine-styles/login';
import './app/focus-clear.css';
import { createRoot } from 'react-dom/client';
import { Shell } from './app/shell';
import { startI18n } from './lib/i18n/i18n';
import { startLanguage } from './lib/i18n/language-choice';

// The first screen is drawn in its language: English is in this bundle, Hindi arrives first as
// its own small chunks (ADR 0085). A catalogue that fails to load falls back to English.
void startI18n(startLanguage())
  .catch((error: unknown) => console.error('Catalogue did not start', error))
  .finally(() => createRoot(document.getElementById('root')!).render(<Shell />));
