import { PAYMENT_MODE_NAMES, TRANSACTION_TYPE_NAMES } from '../../../contract/codes';
import { paymentModeName, transactionTypeName } from '../../lib/i18n/contract-names';
import { i18n } from '../../lib/i18n/i18n';
import { wordsFor, type WordsTable } from '../../lib/i18n/words-table';

/*
 * The words the server writes inside report rows (transaction type, payment mode, booking type,
 * subscription status, 'Lifetime': server/modules/reports/kinds/) in the language on screen
 * (issue 32 §2). Types and modes through the contract's names (contract-names.ts); the words only
 * the reports write from the `reports` catalogue. The server's .xlsx says the same words
 * (server/lib/document-texts/report-words.ts).
 */

/** The report columns whose cells are such words (contract/reports-columns.ts keys). */
const WORD_COLUMNS: ReadonlySet<string> = new Set(['type', 'mode', 'paymentMode', 'bookingType', 'status', 'creditsExpiry']);

const codes = (table: Record<number, string>, name: (code: number) => string | undefined) =>
  Object.entries(table).map(([code, english]) => [english, () => name(Number(code)) ?? english] as const);

const WORDS: WordsTable = {
  ...Object.fromEntries(codes(TRANSACTION_TYPE_NAMES, transactionTypeName)),
  ...Object.fromEntries(codes(PAYMENT_MODE_NAMES, paymentModeName)),
  'Event Registration': () => i18n.t('reports:row.eventRegistration'),
  'Booking Fee': () => i18n.t('reports:row.bookingFee'),
  Subscription: () => i18n.t('reports:row.subscription'),
  Active: () => i18n.t('reports:row.active'),
  Cancelled: () => i18n.t('reports:row.cancelled'),
  Lifetime: () => i18n.t('reports:row.lifetime'),
};

const word = wordsFor(WORDS);
const REFUND = ' (Refund)';

/** One word of a row ('Cash', 'Single Booking (Refund)') in the language on screen; any other text as it came. */
function rowWord(text: string): string {
  if (text.endsWith(REFUND)) {
    const type = text.slice(0, -REFUND.length);
    return Object.hasOwn(WORDS, type) ? i18n.t('reports:row.refunded', { type: word(type) }) : text;
  }
  return word(text);
}

/** A cell of column `key` in the language on screen: its words when the column holds words ('Cash, UPI' word by word). */
export function rowWords(key: string, text: string): string {
  if (!WORD_COLUMNS.has(key) || text === '') return text;
  return text.includes(', ') ? text.split(', ').map(rowWord).join(', ') : rowWord(text);
}
