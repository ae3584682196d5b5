import { i18n } from '../i18n/i18n';

/** Runs a check with the console in Hindi, and puts English back whatever happens (tests only). */
export async function inHindi(check: () => Promise<void> | void): Promise<void> {
  await i18n.changeLanguage('hi');
  try {
    await check();
  } finally {
    await i18n.changeLanguage('en');
  }
}
