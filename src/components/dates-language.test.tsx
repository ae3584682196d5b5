import { DatePicker } from '@mantine/dates';
import { cleanup, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { loadDatesLocale } from '../lib/i18n/dates-locale';
import { renderWithMantine } from '../lib/testing/render';
import { displayDate } from '../lib/time/club-date';
import { DatesLanguage } from './dates-language';

const picker = () =>
  renderWithMantine(
    <DatesLanguage>
      <DatePicker defaultDate="2026-11-01" />
    </DatesLanguage>,
  );

describe('date pickers in the language on screen (issue 32 §2)', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('name the month and the weekdays in English in English', () => {
    picker();
    expect(screen.getByText('November 2026')).toBeTruthy();
    expect(screen.getByText('Mo')).toBeTruthy();
  });

  it('name them in Hindi in Hindi, once the Hindi names have loaded', async () => {
    await i18n.changeLanguage('hi');
    picker();
    expect(await screen.findByText('नवम्बर 2026')).toBeTruthy();
    expect(screen.getByText('सो')).toBeTruthy();
    expect(screen.queryByText('November 2026')).toBeNull();
  });

  it("write a picker's short month as every other date on screen is written", async () => {
    await loadDatesLocale('hi');
    expect(dayjs('2026-11-21').locale('hi').format('DD MMM YYYY')).toBe(displayDate('2026-11-21', 'hi-IN'));
    expect(dayjs('2026-11-21').locale('en').format('DD MMM YYYY')).toBe(displayDate('2026-11-21', 'en-IN'));
  });
});
