import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { box, dialog, openWith, press } from '../../lib/testing/dialog-steps';
import { renderWithMantine } from '../../lib/testing/render';
import { endpoints } from '../../../contract/endpoint-table';
import { i18n } from '../../lib/i18n/i18n';

const post = vi.fn();
vi.mock('../../lib/api/client', () => ({ api: { call: (...args: unknown[]) => post(...args) } }));
vi.mock('../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { PayNowDialog } = await import('./package-pay-now-dialog');

/** The Members page's way: the package's row opens it, a success closes it. */
function Page() {
  const [paying, setPaying] = useState<{ subscriptionId: number; packageName: string; balance: number } | null>(null);
  return (
    <>
      <button onClick={() => setPaying({ subscriptionId: 4, packageName: 'Gold', balance: 1000 })}>Pay package</button>
      <PayNowDialog target={paying} onClose={() => setPaying(null)} onDone={() => setPaying(null)} />
    </>
  );
}

const amount = () => box(/^Amount/);
const open = () => openWith('Pay package');
const pay = () => press('Pay');

afterEach(() => {
  cleanup();
  post.mockReset();
});

describe('package Pay Now (issue 24)', { timeout: 30_000 }, () => {
  it('opens empty after a success, with a new key', async () => {
    post.mockResolvedValue({ ok: true, kind: 'success', data: { requestStatus: 1 } });
    renderWithMantine(<Page />);
    await open();
    fireEvent.change(amount(), { target: { value: '400' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Card' }));
    pay();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][0]).toBe(endpoints.packages.subscriptionPaymentUpdate);
    expect(post.mock.calls[0][1]).toEqual({ subscriptionId: 4, amount: 400, transactionData: { type: 3, mode: 2 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await open();
    expect(amount().value).toBe('');
    expect((within(dialog()).getByRole('radio', { name: 'No Pay' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(amount(), { target: { value: '100' } });
    pay();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1][1]).toEqual({ subscriptionId: 4, amount: 100, transactionData: { type: 3, mode: 1 } });
    expect(post.mock.calls[1][2].idempotencyKey).not.toBe(post.mock.calls[0][2].idempotencyKey);
  });

  it('keeps what was typed after a refusal', async () => {
    post.mockResolvedValue({ ok: false, kind: 'failure', message: 'Subscription not found', status: 200 });
    renderWithMantine(<Page />);
    await open();
    fireEvent.change(amount(), { target: { value: '400' } });
    pay();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(amount().value).toBe('400');
  });
});

describe('package Pay Now in Hindi (ADR 0085)', { timeout: 30_000 }, () => {
  it('asks for the payment in Hindi, the package name as typed', async () => {
    await i18n.changeLanguage('hi');
    try {
      renderWithMantine(<Page />);
      await open();
      expect(within(dialog()).getByText('अभी पेमेंट करें')).toBeTruthy();
      expect(within(dialog()).getByText(/^Gold — बाकी/)).toBeTruthy();
      expect(within(dialog()).getByRole('button', { name: 'पेमेंट करें' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
