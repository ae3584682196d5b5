import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMantine } from '../../../lib/testing/render';
import { endpoints } from '../../../../contract/endpoint-table';

const get = vi.fn();
vi.mock('../../../lib/api/client', () => ({ api: { call: (...args: unknown[]) => get(...args) } }));

const { SelectPackageDialog } = await import('./select-package-dialog');

const pkg = (id: number, left: number | null = 3) => ({
  packageId: id,
  packageName: `Package ${id}`,
  packagePrice: 1000,
  description: 'Desc',
  packageCredits: 0,
  memberLimit: left === null ? 0 : 5,
  additionalInfo: ['Locker'],
  type: 1,
  isActive: true,
  startDate: '2026-11-22',
  endDate: '2026-12-22',
  period: 30,
  slotId: id,
  availableTickets: left,
  soldTickets: 0,
  totalTickets: left === null ? 0 : 5,
  subscribed: 0,
});
const page = (ids: number[], next: number) => ({
  ok: true,
  data: { requestStatus: 1, packages: ids.map((i) => pkg(i)), paginationData: { next, total: 2 } },
});

afterEach(() => {
  cleanup();
  get.mockReset();
});

describe('Select Package (spec 2 §2)', () => {
  it('starts at page 1, loads the next page at the bottom, and stops when next is -1', async () => {
    get.mockResolvedValueOnce(page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 2)).mockResolvedValueOnce(page([11, 12], -1));
    const onSelect = vi.fn();
    renderWithMantine(<SelectPackageDialog opened onClose={() => {}} onSelect={onSelect} />);
    await screen.findByText('Package 1');
    fireEvent.scroll(screen.getByTestId('select-package-list'));
    expect(await screen.findByText('Package 12')).toBeTruthy();
    expect(get.mock.calls.every((c) => c[0] === endpoints.packages.list)).toBe(true);
    expect(get.mock.calls.map((c) => c[1] as { page: number; active: number })).toEqual([
      { page: 1, active: 1 },
      { page: 2, active: 1 },
    ]);
    fireEvent.scroll(screen.getByTestId('select-package-list'));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'Select Package 11' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ packageId: 11 }));
    expect(screen.getAllByText('3 / 5 left').length).toBe(12);
  });
});
