import 'fake-indexeddb/auto';
import { i18n, startI18n } from './lib/i18n/i18n';

// Unit tests read the console in English, with every namespace there before the first render
// (a screen's namespace otherwise arrives after it, as in the browser).
await startI18n('en');
await i18n.loadNamespaces(
  Object.keys(import.meta.glob('./lib/i18n/locales/en/*.json')).map((path) => path.replace(/^.*\/(.+)\.json$/, '$1')),
);
