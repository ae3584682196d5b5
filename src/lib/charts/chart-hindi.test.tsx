import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderWithMantine } from '../testing/render';
import { Chart } from './Chart';

// The drawing itself is apexcharts' (not jsdom's); the words around it are the console's.
vi.mock('./ApexChart', () => ({ default: () => null }));

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const props = { kind: 'column' as const, label: 'Members', categories: ['Gold'], series: [{ name: 'Members', data: [3] }] };

describe('Show values in the language on screen (ADR 0085)', () => {
  it('reads Show values / Hide values in English', async () => {
    renderWithMantine(<Chart {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show values' }));
    expect(screen.getByRole('button', { name: 'Hide values' })).toBeTruthy();
  });

  it('reads them in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderWithMantine(<Chart {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'आँकड़े दिखाएँ' }));
    expect(screen.getByRole('button', { name: 'आँकड़े छिपाएँ' })).toBeTruthy();
  });
});
