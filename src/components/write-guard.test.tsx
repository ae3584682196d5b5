import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStore } from '../lib/online/online-store';
import { renderWithMantine } from '../lib/testing/render';
import { db } from '../offline/db';
import { WriteButton } from './write-button';
import { NEEDS_CONNECTION, READ_ONLY_ACCESS, writeGuardState } from './write-guard';

describe('writeGuardState', () => {
  it('offline comes first: "Needs a connection"', () => {
    expect(writeGuardState({ online: false, writable: true })).toEqual({ disabled: true, reason: 'Needs a connection' });
    expect(writeGuardState({ online: false, writable: false }).reason).toBe(NEEDS_CONNECTION);
  });
  it('online: read-only access disables with its reason; loading permissions disables quietly', () => {
    expect(writeGuardState({ online: true, writable: false })).toEqual({ disabled: true, reason: READ_ONLY_ACCESS });
    expect(writeGuardState({ online: true, writable: undefined })).toEqual({ disabled: true });
    expect(writeGuardState({ online: true, writable: true })).toEqual({ disabled: false });
  });
  it('names the feature, and says whether the person may view it at all', () => {
    expect(writeGuardState({ online: true, writable: false, feature: { name: 'Members', readable: true } }).reason).toBe(
      'You have read-only access to Members',
    );
    expect(writeGuardState({ online: true, writable: false, feature: { name: 'Coupons', readable: false } }).reason).toBe(
      'You have no access to Coupons',
    );
    expect(writeGuardState({ online: false, writable: false, feature: { name: 'Members', readable: true } }).reason).toBe(NEEDS_CONNECTION);
  });
});

describe('<WriteButton>', () => {
  beforeEach(async () => {
    await db.features.clear();
    await db.features.bulkPut([
      { featureId: 3, featureName: 'Booking Calendar', readAccess: true, writeAccess: true },
      { featureId: 9, featureName: 'Members', readAccess: true, writeAccess: false },
    ]);
    useOnlineStore.setState({ browserOnline: true, serverReachable: true });
  });
  afterEach(cleanup);

  it('online with write access: clickable', async () => {
    const onClick = vi.fn();
    renderWithMantine(
      <WriteButton feature={3} onClick={onClick} inlineReason>
        Book
      </WriteButton>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book' }).getAttribute('data-disabled')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('offline: disabled, says "Needs a connection", and a click does nothing', async () => {
    useOnlineStore.setState({ browserOnline: false });
    const onClick = vi.fn();
    renderWithMantine(
      <WriteButton feature={3} onClick={onClick} inlineReason>
        Book
      </WriteButton>,
    );
    expect(await screen.findByText('Needs a connection')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Book' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('read-only feature: disabled with the read-only reason, naming the feature', async () => {
    const onClick = vi.fn();
    renderWithMantine(
      <WriteButton feature={9} onClick={onClick} inlineReason>
        Save member
      </WriteButton>,
    );
    expect(await screen.findByText(`${READ_ONLY_ACCESS} to Members`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
