import { describe, expect, it } from 'vitest';
import { devanagariRuns, withDevanagari } from './pdf';

/* pdfmake has no font fallback: Devanagari runs are set in their own font (ADR 0087). */
describe('Devanagari runs in PDFs', () => {
  it('puts each run of Devanagari words, with the spaces between them, in the Devanagari font', () => {
    expect(devanagariRuns('कर बीजक (Tax Invoice) नं.')).toEqual([
      { text: 'कर बीजक', font: 'Devanagari' },
      ' (Tax Invoice) ',
      { text: 'नं', font: 'Devanagari' },
      '.',
    ]);
    expect(devanagariRuns('₹ 118.00')).toEqual(['₹ 118.00']);
  });

  it('keeps a conjunct with its joiners in one run', () => {
    // क्ष with a zero-width joiner (half form) stays one shaped run.
    expect(devanagariRuns('क्\u200Dष')).toEqual([{ text: 'क्\u200Dष', font: 'Devanagari' }]);
  });

  it('finds Devanagari in paragraphs, inline text, stacks and table cells, in English documents too; leaves the rest alone', () => {
    const doc = [
      'Receipt',
      { text: 'रसीद', style: 'title' },
      { text: ['Customer: ', 'राम कुमार'] },
      { stack: ['ok', 'ठीक'] },
      { table: { widths: ['*', 'auto'], body: [['Customer', { text: 'सीता', style: 'th' }]] }, layout: 'lightHorizontalLines' },
      { qr: 'AB12', fit: 110 },
    ];
    expect(withDevanagari(doc)).toEqual([
      'Receipt',
      { text: [{ text: 'रसीद', font: 'Devanagari' }], style: 'title' },
      { text: ['Customer: ', { text: 'राम कुमार', font: 'Devanagari' }] },
      { stack: ['ok', { text: [{ text: 'ठीक', font: 'Devanagari' }] }] },
      {
        table: { widths: ['*', 'auto'], body: [['Customer', { text: [{ text: 'सीता', font: 'Devanagari' }], style: 'th' }]] },
        layout: 'lightHorizontalLines',
      },
      { qr: 'AB12', fit: 110 },
    ]);
  });
});
