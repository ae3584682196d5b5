import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { useOnlineStore } from '../lib/online/online-store';
import { renderWithMantine } from '../lib/testing/render';
import { db } from '../offline/db';
import { WriteButton } from './write-button';
import { NEEDS_CONNECTION, ROLE_CANNOT, writeGuardState } from './write-guard';
import { WriteReason } from './write-reason';

describe('writeGuardState', () => {
  it('offline comes first: "Needs a connection"', () => {
    expect(writeGuardState({ online: false, writable: true })).toEqual({ disabled: true, reason: 'Needs a connection', cause: 'offline' });
    expect(writeGuardState({ online: false, writable: false }).reason).toBe(NEEDS_CONNECTION);
  });
  it('online: no write access disables with "Your role cannot do this"; loading permissions disables quietly', () => {
    expect(writeGuardState({ online: true, writable: false })).toEqual({
      disabled: true,
      reason: 'Your role cannot do this',
      cause: 'role',
    });
    expect(writeGuardState({ online: true, writable: undefined })).toEqual({ disabled: true });
    expect(writeGuardState({ online: true, writable: true })).toEqual({ disabled: false });
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

  it('read-only feature: "Your role cannot do this" written under the button without being asked (no hover)', async () => {
    const onClick = vi.fn();
    renderWithMantine(
      <WriteButton feature={9} onClick={onClick}>
        Save member
      </WriteButton>,
    );
    expect((await screen.findByTestId('control-reason')).textContent).toBe(ROLE_CANNOT);
    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('offline: the reason stays a tooltip unless asked for (the banner already says it)', async () => {
    useOnlineStore.setState({ browserOnline: false });
    renderWithMantine(<WriteButton feature={9}>Save member</WriteButton>);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save member' }).getAttribute('aria-disabled')).toBe('true'));
    expect(screen.queryByTestId('control-reason')).toBeNull();
  });

  it('a <WriteReason> on screen speaks for its feature: the button does not repeat it', async () => {
    renderWithMantine(
      <>
        <WriteReason feature={9} />
        <WriteButton feature={9}>Save member</WriteButton>
      </>,
    );
    expect((await screen.findByTestId('write-reason')).textContent).toBe('You have read-only access to Members');
    expect(screen.queryByTestId('control-reason')).toBeNull();
  });

  it("names the feature in Hindi when the language is Hindi (the contract's name, translated)", async () => {
    await i18n.changeLanguage('hi');
    try {
      renderWithMantine(<WriteReason feature={9} />);
      expect((await screen.findByTestId('write-reason')).textContent).toBe('मेंबर में आपके पास सिर्फ़ देखने की अनुमति है');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
