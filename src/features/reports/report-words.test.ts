import { describe, expect, it } from 'vitest';
import { REPORT_HEADINGS, ReportMessages, type ReportKind } from '../../../contract/reports';
import { CLOSE_COLUMNS, REPORT_COLUMNS, SUMMARY_KEYS } from '../../../contract/reports-columns';
import { i18n } from '../../lib/i18n/i18n';
import { periodError } from './report-form';
import { headerWords, reportHeading, reportMessage } from './report-words';

const headers = [
  ...Object.values(REPORT_COLUMNS).flatMap((columns) => columns.map((c) => c.header)),
  ...CLOSE_COLUMNS.map((c) => c.header),
  ...Object.values(SUMMARY_KEYS).flatMap((keys) => keys.map((k) => k.label)),
];

describe('report words in the language on screen (ADR 0085)', () => {
  it('has every contract header, label and heading in the catalogue, its English the contract’s', () => {
    for (const header of headers) {
      expect(i18n.exists(`reports:header.${header.replace(/[^A-Za-z0-9]/g, '')}`), header).toBe(true);
      expect(headerWords(header)).toBe(header);
    }
    for (const kind of Object.keys(REPORT_HEADINGS) as ReportKind[]) expect(reportHeading(kind)).toBe(REPORT_HEADINGS[kind]);
    expect(reportMessage(ReportMessages.empty)).toBe(ReportMessages.empty);
  });

  it('reads Hindi in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(headerWords('Receipt No.')).toBe('रसीद नं.');
      expect(reportHeading('master')).toBe('मास्टर रिपोर्ट');
      expect(reportMessage(ReportMessages.empty)).toBe('चुनी गई तारीख़ों के लिए कोई रिपोर्ट नहीं है।');
      expect(periodError({ mode: 'range', from: '2026-11-10', to: '2026-11-01', clubIds: [1], handler: '', paid: 0, booked: 1 })).toBe(
        'तक की तारीख, से की तारीख से पहले नहीं हो सकती',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
