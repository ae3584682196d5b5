import { beforeEach, describe, expect, it } from 'vitest';
import { initialForm } from '../report-form';
import type { ReportView } from '../api/reports-api';
import { useReportStore } from './report-store';

const row = (id: number) => ({ transactionId: id, amount: id });
const view = (): ReportView => ({
  kind: 'master',
  heading: 'Master Reports',
  form: initialForm('2026-05-20'),
  summary: {},
  clubs: [
    { clubId: 1, clubName: 'Arena', rows: [row(1), row(2)], summary: {}, closes: [], total: 5, next: 2 },
    { clubId: 2, clubName: 'River', rows: [row(9)], summary: {}, closes: [], total: 1, next: null },
  ],
});
const arena = () => useReportStore.getState().view!.clubs[0];

describe('View Reports pages (ADR 0036)', () => {
  beforeEach(() => useReportStore.getState().show(view()));

  it('appends a page that continues where the club’s rows end, and takes its next key', () => {
    useReportStore.getState().append(1, 2, [row(3), row(4)], 4);
    expect(arena().rows.map((r) => r.transactionId)).toEqual([1, 2, 3, 4]);
    expect(arena().next).toBe(4);
    useReportStore.getState().append(1, 4, [row(5)], null);
    expect(arena().rows).toHaveLength(5);
    expect(arena().next).toBeNull();
  });

  it('drops a duplicate or stale page, a page for a club that is done, and any page after Back', () => {
    useReportStore.getState().append(1, 2, [row(3)], 3);
    useReportStore.getState().append(1, 2, [row(3)], 3);
    expect(arena().rows.map((r) => r.transactionId)).toEqual([1, 2, 3]);
    useReportStore.getState().append(2, 9, [row(10)], null);
    expect(useReportStore.getState().view!.clubs[1].rows).toHaveLength(1);
    useReportStore.getState().clear();
    useReportStore.getState().append(1, 3, [row(4)], null);
    expect(useReportStore.getState().view).toBeNull();
  });
});
