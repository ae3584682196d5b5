import { PAYMENT_MODE_NAMES, TRANSACTION_TYPE_NAMES } from '../../../contract/codes';
import type { DocumentLanguage } from './document-language';
import { en } from './en';

/*
 * The words the server writes inside report rows (transaction type, payment mode, booking type,
 * subscription status, 'Lifetime': server/modules/reports/kinds/) in the person's language
 * (issue 32 §2, ADR 0087). Built once per file as a Map from the English the row holds to the
 * language's word: the master .xlsx's rows are the bench's hot loop, so a cell costs one Map
 * lookup, and an English file none (`null`: the cells are written as they are).
 */

/** The report columns whose cells are such words (contract/reports-columns.ts keys). */
export const WORD_COLUMNS: ReadonlySet<string> = new Set(['type', 'mode', 'paymentMode', 'bookingType', 'status', 'creditsExpiry']);

/** English → this language's word, or null for English (nothing to change). */
export function reportWords(L: DocumentLanguage): ReadonlyMap<string, string> | null {
  if (L.language === 'en') return null;
  const { t } = L;
  const words = new Map<string, string>();
  for (const [code, name] of Object.entries(TRANSACTION_TYPE_NAMES))
    words.set(name, t.transactionTypes[Number(code) as keyof typeof t.transactionTypes]);
  for (const [code, name] of Object.entries(PAYMENT_MODE_NAMES))
    words.set(name, t.paymentModes[Number(code) as keyof typeof t.paymentModes]);
  for (const [english, word] of Object.entries(t.sheets.rowWords)) words.set(english, word);
  // A refund row's type is its payment's type with ' (Refund)' (kinds/shared.ts typeName).
  for (const [english, word] of [...words]) words.set(`${english}${en.sheets.rowRefund}`, `${word}${t.sheets.rowRefund}`);
  return words;
}

/**
 * A cell's words in the file's language: the word, or each word of a list ('Cash, UPI': the
 * cancellations' modes); any other text (a name, a date) as it is.
 */
export function rowWord(words: ReadonlyMap<string, string>, text: string): string {
  const word = words.get(text);
  if (word !== undefined) return word;
  if (!text.includes(', ')) return text;
  return text
    .split(', ')
    .map((part) => words.get(part) ?? part)
    .join(', ');
}
