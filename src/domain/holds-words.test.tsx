import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartSlot } from '../../contract/cart';
import { i18n } from '../lib/i18n/i18n';
import { CartSlotLabel } from './cart-slot-label';
import { ExpiredHolds, ExpiredHoldTexts } from './expired-holds';
import { HoldTexts } from './hold-note';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const slot = {
  cartedSlotId: 1,
  activityName: 'Yoga',
  activityType: 1,
  courtName: 'Studio',
  slotDate: '2026-11-21',
  slotTime: '06:00:00',
  endTime: '07:00:00',
  count: 3,
} as CartSlot;

describe('the holds words (ADR 0085)', () => {
  it('say the spec wording in English, one slot or several', () => {
    expect(ExpiredHoldTexts.body(1)).toBe(
      'Your hold on a slot ran out: other desks can book it now. Hold it again if it is still free, or remove it.',
    );
    expect(ExpiredHoldTexts.body(2)).toBe(
      'Your hold on 2 slots ran out: other desks can book them now. Hold them again if they are still free, or remove them.',
    );
    expect(HoldTexts.heldUntil('16:10')).toBe('Held until 16:10');
    expect(HoldTexts.ranOut('16:10')).toBe('Hold ran out at 16:10');
  });

  it('are Hindi in Hindi: the expired holds alert and a carted slot', async () => {
    await i18n.changeLanguage('hi');
    render(
      <MantineProvider>
        <ExpiredHolds expired={[slot]} />
        <CartSlotLabel slot={slot} />
      </MantineProvider>,
    );
    expect(await screen.findByText('होल्ड ख़त्म हो गया')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से होल्ड करें' })).toBeTruthy();
    expect(screen.getByText(/एक स्लॉट पर आपका होल्ड ख़त्म हो गया/)).toBeTruthy();
    expect(screen.getByText('21 नव॰ 2026, 06:00 – 07:00 · 3 स्लॉट')).toBeTruthy();
    expect(HoldTexts.heldUntil('16:10')).toBe('16:10 तक होल्ड');
  });
});
