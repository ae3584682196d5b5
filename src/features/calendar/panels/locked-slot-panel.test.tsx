import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityMessages } from '../../../../contract/availability';
import { i18n } from '../../../lib/i18n/i18n';
import { useOnlineStore } from '../../../lib/online/online-store';
import { makeSlot } from '../grid/test-slots';
import { LockedSlotPanel } from './locked-slot-panel';

beforeEach(() => {
  useOnlineStore.setState({ browserOnline: true, serverReachable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toContain('/api/slot/locked/status?activityId=3&date=2026-11-21&slot=06%3A00%3A00&courtId=1');
      const body = { requestStatus: 1, locked: true, lockedBy: [{ courtId: 2, courtName: 'Half A', status: 'Booked' }] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Locked slot (spec 1 §4)', () => {
  it('explains the brother-courts lock and names the court holding it', async () => {
    render(
      <MantineProvider>
        <LockedSlotPanel slot={makeSlot({ status: 'Locked' })} />
      </MantineProvider>,
    );
    expect(screen.getByText(/This slot is locked by the brother courts concept/)).toBeTruthy();
    expect(await screen.findByText('Held through: Half A (Booked)')).toBeTruthy();
  });
});

describe("the calendar's words kept equal to the contract's (ADR 0085)", () => {
  it('say the English the server and the contract say', async () => {
    const { WaitlistMessages } = await import('../../../../contract/waitlist');
    expect(i18n.t('calendar:panel.locked')).toBe(`${AvailabilityMessages.slotLocked}: a court that shares its space is in use.`);
    expect(i18n.t('calendar:waitlist.form.nameRequired')).toBe(WaitlistMessages.nameRequired);
    expect(i18n.t('calendar:waitlist.form.mobileRequired')).toBe(WaitlistMessages.mobileRequired);
    expect(i18n.t('calendar:waitlist.form.invalidMobile')).toBe(WaitlistMessages.invalidMobile);
    expect(i18n.t('calendar:waitlist.form.invalidEmail')).toBe(WaitlistMessages.invalidEmail);
  });
});
