import { REPORT_HEADINGS, ReportMessages, type ReportKind } from '../../../contract/reports';
import { i18n } from '../../lib/i18n/i18n';
import { wordsFor } from '../../lib/i18n/words-table';

/**
 * The contract's report words (column headers, summary labels, headings and notices: the View
 * Reports table and the server's .xlsx read the same lists, in the spec's English) in the
 * language on screen. A header's key is its English without spaces and signs ('Receipt No.' →
 * reports:header.ReceiptNo); a test keeps every contract header in the catalogue, English equal.
 */
export function headerWords(header: string): string {
  const key = `reports:header.${header.replace(/[^A-Za-z0-9]/g, '')}`;
  return i18n.exists(key) ? i18n.t(key) : header;
}

/** 'Master Reports' … for the report on View Reports. */
export function reportHeading(kind: ReportKind): string {
  return i18n.exists(`reports:heading.${kind}`) ? i18n.t(`reports:heading.${kind}`) : REPORT_HEADINGS[kind];
}

const MESSAGES: Record<string, () => string> = {
  [ReportMessages.noClub]: () => i18n.t('reports:message.noClub'),
  [ReportMessages.empty]: () => i18n.t('reports:message.empty'),
};

/** A report notice of the contract in the language on screen; any other text as it came. */
export const reportMessage = wordsFor(MESSAGES);
