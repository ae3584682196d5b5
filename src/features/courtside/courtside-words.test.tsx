import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CourtsideMessages } from '../../../contract/courtside';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';
import { checkedInLabel } from './components/checkin-panel';
import { UndoBar } from './components/undo-bar';
import { courtsideWords } from './courtside-words';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const offer = { bookingId: 7, attendeeIds: [1, 2], label: 'Kavya Rao', until: Date.now() + 10_000 };

describe('courtside in the language on screen (ADR 0085)', () => {
  it('is the spec’s English in English', () => {
    for (const message of Object.values(CourtsideMessages)) expect(courtsideWords(message)).toBe(message);
    expect(checkedInLabel('Kavya Rao', [1, 2, 3], 5)).toBe('Kavya Rao (3 attendees)');
  });

  it('says the Undo bar, the labels and the refusals in Hindi, the name as typed', async () => {
    await i18n.changeLanguage('hi');
    renderWithMantine(<UndoBar offer={offer} busy={false} onUndo={() => {}} />);
    expect(screen.getByTestId('undo-bar').textContent).toContain('चेक-इन हुआ: Kavya Rao');
    expect(checkedInLabel('Kavya Rao', [3], 5)).toBe('Kavya Rao (खिलाड़ी 3)');
    expect(courtsideWords(CourtsideMessages.codeNotFound)).toBe('चेक-इन कोड नहीं मिला');
  });
});
