import { Button, Group, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { ReportColumn } from '../../../../contract/reports-columns';
import type { ReportKind } from '../../../../contract/reports';
import { loadMoreRows, type ClubPart } from '../api/reports-api';
import type { ReportForm } from '../report-form';
import { useReportStore } from '../stores/report-store';
import { ReportTable } from './report-table';

/**
 * One club's rows on View Reports. Master sends them a page at a time (ADR 0036): the table
 * asks for the next page as its scroll nears the rows it has, and a Load more button does the
 * same for keyboards and tablets (nothing only on scroll). A failed page stops the automatic
 * loading until the person presses the button again.
 */
export function ClubRows({ kind, form, club, columns }: { kind: ReportKind; form: ReportForm; club: ClubPart; columns: ReportColumn[] }) {
  const append = useReportStore((s) => s.append);
  const loading = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const more = async () => {
    const after = club.next;
    if (after === null || loading.current) return;
    loading.current = true;
    setBusy(true);
    setFailed(false);
    const page = await loadMoreRows(kind, form, club.clubId, after).finally(() => {
      loading.current = false;
      setBusy(false);
    });
    if (!page) setFailed(true);
    else append(club.clubId, after, page.rows, page.next);
  };
  const partial = club.next !== null;
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="report-row-count">
        {partial
          ? `${club.rows.length.toLocaleString('en-IN')} of ${club.total.toLocaleString('en-IN')} rows shown`
          : club.total === 1
            ? '1 row'
            : `${club.total.toLocaleString('en-IN')} rows`}
      </Text>
      <ReportTable
        columns={columns}
        rows={club.rows}
        total={club.total}
        label={`${club.clubName} report`}
        onNearEnd={partial && !failed ? () => void more() : undefined}
      />
      {partial && (
        <Group gap="sm">
          <Button variant="default" size="xs" loading={busy} onClick={() => void more()}>
            Load more rows
          </Button>
          {failed && (
            <Text size="sm" c="red">
              {'The next rows could not be loaded. Try again.'}
            </Text>
          )}
        </Group>
      )}
    </>
  );
}
