import { Button, Group, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n/i18n';
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
  const { t } = useTranslation('reports');
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
  // Grouped in lakhs like every number on screen (en-IN or hi-IN, ADR 0085).
  const count = (n: number) => n.toLocaleString(currentLocale());
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="report-row-count">
        {partial
          ? t('reports:view.shown', { shown: count(club.rows.length), total: count(club.total) })
          : t('reports:view.rows', { count: club.total, total: count(club.total) })}
      </Text>
      <ReportTable
        columns={columns}
        rows={club.rows}
        total={club.total}
        label={t('reports:view.clubReport', { club: club.clubName })}
        onNearEnd={partial && !failed ? () => void more() : undefined}
      />
      {partial && (
        <Group gap="sm">
          <Button variant="default" size="xs" loading={busy} onClick={() => void more()}>
            {t('reports:view.loadMore')}
          </Button>
          {failed && (
            <Text size="sm" c="red">
              {t('reports:view.moreFailed')}
            </Text>
          )}
        </Group>
      )}
    </>
  );
}
