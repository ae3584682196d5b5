import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphType } from '../../../contract/analytics';
import { i18n } from '../../lib/i18n/i18n';
import { renderWithMantine } from '../../lib/testing/render';
import { UtilisationChart } from './components/utilisation-chart';
import { dayLabel, seriesOf } from './utilisation-view';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('Utilisation in Hindi (ADR 0085)', () => {
  it('names the days and the series in Hindi, English as the spec', async () => {
    expect(dayLabel('Monday')).toBe('Mon');
    await i18n.changeLanguage('hi');
    expect(dayLabel('Monday')).toBe('सोम');
    expect(seriesOf({ Friday: 40 }, dayLabel)).toEqual({ categories: ['शुक्र'], series: [{ name: 'इस्तेमाल', data: [40] }] });
  });

  it('says an empty graph in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderWithMantine(<UtilisationChart graphType={GraphType.day} data={{}} />);
    expect(screen.getByText('इन तारीख़ों में इस खेल का कोई Court खुला नहीं है।')).toBeTruthy();
  });
});
