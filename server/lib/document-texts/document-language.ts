import type { Language } from '../../../contract/languages';
import { formatDisplayDate } from '../../../contract/display-date';
import { amountInWords } from '../../../contract/gst-amounts';
import { zonedFormat } from '../zoned-format';
import { amountInWordsHi } from './amount-in-words-hi';
import { en, type DocumentTexts } from './en';
import { hi } from './hi';
import { REPORT_HEADINGS_HI } from './report-headings-hi';

/** A document's words and its ways of writing dates and amounts, in one person's language (ADR 0087). */
export interface DocumentLanguage {
  language: Language;
  t: DocumentTexts;
  /** A wire date ('2026-11-27') as the document prints it: as it is in English (as before), '27 नव॰ 2026' in Hindi. */
  day: (date: string) => string;
  /** An instant on the club's wall clock: '27 Nov 2026, 14:05' / '27 नव॰ 2026, 14:05'. */
  stamp: (iso: string, timeZone: string) => string;
  /** Paise in words (Rule 46): 'Rupees One Hundred Eighteen Only' / 'एक सौ अठारह रुपये मात्र'. */
  amountInWords: (minor: number) => string;
  /** A report column's or summary's English header (contract/reports-columns.ts) in this language. */
  heading: (english: string) => string;
}

/** English stamps as they always were (en-GB's own short month). */
function englishStamp(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Hindi stamps from numeric parts and the written-out months of contract/display-date.ts (engines differ in hi-IN's). */
function hindiStamp(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${formatDisplayDate(zonedFormat('date', timeZone).format(instant), 'hi-IN')}, ${zonedFormat('time', timeZone).format(instant)}`;
}

const LANGUAGES: Record<Language, DocumentLanguage> = {
  en: { language: 'en', t: en, day: (d) => d, stamp: englishStamp, amountInWords, heading: (h) => h },
  hi: {
    language: 'hi',
    t: hi,
    day: (d) => formatDisplayDate(d, 'hi-IN'),
    stamp: hindiStamp,
    amountInWords: amountInWordsHi,
    heading: (h) => REPORT_HEADINGS_HI[h] ?? h,
  },
};

/** The document language of a person (users.language, read with the session: `request.session.language`). */
export function documentLanguage(language: Language): DocumentLanguage {
  return LANGUAGES[language];
}
