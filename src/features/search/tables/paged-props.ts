/** What every Find Bookings table shares: pages of 10 from the server, a row opens its drawer where it has one. */
export function pagedProps<T>(p: {
  rows: T[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  onOpen?: (row: T) => void;
}) {
  return {
    withTableBorder: true,
    striped: true,
    minHeight: p.rows.length ? undefined : 120,
    records: p.rows,
    fetching: p.loading,
    totalRecords: p.total,
    recordsPerPage: 10,
    page: p.page,
    onPageChange: p.onPage,
    onRowClick: p.onOpen ? ({ record }: { record: T }) => p.onOpen?.(record) : undefined,
    noRecordsText: '',
  };
}
