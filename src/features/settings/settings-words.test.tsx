import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_SETTINGS } from '../../../contract/club-settings';
import { FAIR_USE_FIELDS, FAIR_USE_LABELS } from '../../../contract/fair-use';
import { i18n } from '../../lib/i18n/i18n';
import { GstCard } from './cards/gst-card';
import { UpiCard } from './cards/upi-card';
import { fairUseLabel } from './fair-use/fair-use-words';

// jsdom has no document.fonts; the GST card's autosized Address listens to it.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const cards = () =>
  render(
    <MantineProvider>
      <GstCard tax={DEFAULT_CLUB_SETTINGS.tax} errors={{}} set={() => {}} />
      <UpiCard upi={DEFAULT_CLUB_SETTINGS.upi} errors={{}} set={() => {}} />
    </MantineProvider>,
  );

describe('Club Settings in the language on screen (ADR 0085)', () => {
  it("shows the GST and UPI cards in the spec's English", () => {
    cards();
    expect(screen.getByLabelText('GST registered')).toBeTruthy();
    expect(screen.getByText('Place of supply')).toBeTruthy();
    expect(screen.getByText('Payee name')).toBeTruthy();
    expect(screen.getByText(/^Court time GST rate \(from /)).toBeTruthy();
  });

  it('shows them in Hindi, the kinds of sale named inside the built labels', async () => {
    await i18n.changeLanguage('hi');
    cards();
    expect(screen.getByLabelText('GST रजिस्टर्ड')).toBeTruthy();
    expect(screen.getByText('सप्लाई की जगह')).toBeTruthy();
    expect(screen.getByText('पाने वाले का नाम')).toBeTruthy();
    expect(screen.getByText(/^Court टाइम GST दर \(.+ से\)$/)).toBeTruthy();
  });

  it("names the fair-use fields as the contract does in English (the server's refusals use those names)", async () => {
    for (const field of FAIR_USE_FIELDS) expect(fairUseLabel(field)).toBe(FAIR_USE_LABELS[field]);
    await i18n.changeLanguage('hi');
    expect(fairUseLabel('peakHoursPerDay')).toBe('दिन में पीक घंटे');
  });
});
