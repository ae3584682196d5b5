/**
 * The console's languages (issue 32 §2, ADR 0085). Plain constants, no zod: the login screen reads
 * them before anything else loads.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as the pickers show it (a person finds their language by how it is written). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale of numbers, money and dates in each language: Indian grouping in both (₹1,00,000.00). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
