import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { renderWithMantine } from '../../../lib/testing/render';
import { closeShift, fetchCurrentShift } from '../api/cash-close-api';
import { CloseShiftPanel } from './close-shift-panel';

vi.mock('../api/cash-close-api', () => ({ fetchCurrentShift: vi.fn(), closeShift: vi.fn() }));
vi.mock('../../../lib/session/session-store', () => ({ useSession: () => ({ timeZone: 'Asia/Kolkata' }) }));
vi.mock('../../../components/write-button', () => ({
  WriteButton: ({ children, onClick, disabled }: { children: React.ReactNode; onClick: () => void; disabled?: boolean }) => (
    <button onClick={onClick} disabled={disabled}>
      {children}
    </button>
  ),
}));

const shift = { since: null, cash: 500, card: 0, other: 0, upi: 0, total: 500, transactions: 2 };

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
  vi.mocked(closeShift).mockReset();
});

describe('Close shift keeps what was typed (issue 24 item 6)', () => {
  it('"-5" and "2.505" stay with the message naming the field, and Close shift stays disabled', async () => {
    vi.mocked(fetchCurrentShift).mockResolvedValue({ ok: true, data: { shift, lastClose: null } } as never);
    renderWithMantine(<CloseShiftPanel onClosed={() => {}} />);
    const field = (await screen.findByRole('textbox', { name: 'Cash counted in the drawer' })) as HTMLInputElement;
    const button = () => screen.getByRole('button', { name: 'Close shift' }) as HTMLButtonElement;
    fireEvent.change(field, { target: { value: '-5' } });
    expect(field.value).toBe('-5');
    expect(screen.getByText('Cash counted cannot be negative')).toBeTruthy();
    expect(button().disabled).toBe(true);
    fireEvent.change(field, { target: { value: '2.505' } });
    expect(field.value).toBe('2.505');
    expect(screen.getByText('Cash counted can have at most 2 decimal places')).toBeTruthy();
    expect(button().disabled).toBe(true);
    fireEvent.click(button());
    expect(closeShift).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '450' } });
    expect(button().disabled).toBe(false);
    expect(screen.getByTestId('shift-difference').textContent).toContain('(short)');
  });
});

describe('Close shift in Hindi (ADR 0085)', () => {
  it('names the shift, the modes and the button in Hindi, the money as the formatter writes it', async () => {
    vi.mocked(fetchCurrentShift).mockResolvedValue({ ok: true, data: { shift, lastClose: null } } as never);
    await i18n.changeLanguage('hi');
    renderWithMantine(<CloseShiftPanel onClosed={() => {}} />);
    expect(await screen.findByText('मेरी शिफ़्ट')).toBeTruthy();
    expect(screen.getByTestId('shift-since').textContent).toContain('2 पेमेंट/रिफ़ंड');
    expect(screen.getByRole('textbox', { name: 'दराज़ में गिना गया कैश' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'शिफ़्ट क्लोज़ करें' })).toBeTruthy();
  });
});
