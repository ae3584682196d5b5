import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { box, dialog, openWith } from '../../../lib/testing/dialog-steps';
import { renderWithMantine } from '../../../lib/testing/render';

const recharge = vi.fn();
vi.mock('../api/members-api', () => ({ recharge: (...args: unknown[]) => recharge(...args) }));
vi.mock('../../../components/write-button', () => ({
  WriteButton: ({ children, onClick }: { children: React.ReactNode; onClick: () => void }) => <button onClick={onClick}>{children}</button>,
}));

const { RechargeDialog } = await import('./recharge-dialog');

/** The Members page's way: a new phone object on every render; a success closes the dialog. */
function Page() {
  const [open, setOpen] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setOpen(true)}>Recharge member</button>
      <button onClick={() => setRenders((n) => n + 1)}>Reload list</button>
      <span data-testid="renders">{renders}</span>
      <RechargeDialog
        phone={open ? { callingCode: '+91', mobile: '9876543210' } : null}
        onClose={() => setOpen(false)}
        onDone={() => setOpen(false)}
      />
    </>
  );
}

const open = () => openWith('Recharge member');

afterEach(() => {
  cleanup();
  recharge.mockReset();
});

describe('Recharge (issue 24)', { timeout: 30_000 }, () => {
  it('what is being typed survives the page re-rendering; the next opening after a success is empty with a new key', async () => {
    recharge.mockResolvedValue({ ok: true, kind: 'success', data: { requestStatus: 1 } });
    renderWithMantine(<Page />);
    await open();
    fireEvent.change(box(/^Amount/), { target: { value: '500' } });
    fireEvent.change(box(/^Credits/), { target: { value: '550' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reload list', hidden: true }));
    expect(screen.getByTestId('renders').textContent).toBe('1');
    expect(box(/^Amount/).value).toBe('500');
    expect(box(/^Credits/).value).toBe('550');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Card' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(recharge).toHaveBeenCalledTimes(1));
    expect(recharge.mock.calls[0].slice(1, 3)).toEqual([expect.objectContaining({ amount: 500, mode: 2 }), 550]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await open();
    expect(box(/^Amount/).value).toBe('');
    expect(box(/^Credits/).value).toBe('');
    expect((within(dialog()).getByRole('radio', { name: 'No Pay' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(box(/^Amount/), { target: { value: '100' } });
    fireEvent.change(box(/^Credits/), { target: { value: '100' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(recharge).toHaveBeenCalledTimes(2));
    expect(recharge.mock.calls[1][3]).not.toBe(recharge.mock.calls[0][3]);
  });

  it('keeps what was typed after a refusal', async () => {
    recharge.mockResolvedValue({ ok: false, kind: 'failure', message: 'Member not found', status: 200 });
    renderWithMantine(<Page />);
    await open();
    fireEvent.change(box(/^Amount/), { target: { value: '500' } });
    fireEvent.change(box(/^Credits/), { target: { value: '550' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(recharge).toHaveBeenCalledTimes(1));
    expect(box(/^Amount/).value).toBe('500');
    expect(box(/^Credits/).value).toBe('550');
  });
});
