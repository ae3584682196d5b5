import { Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { CLOSE_COLUMNS, REPORT_COLUMNS } from '../../../contract/reports-columns';
import type { ReportRow } from '../../../contract/reports';
import { ClubRows } from './components/club-rows';
import { ReportFilters } from './components/report-filters';
import { ReportTable } from './components/report-table';
import { SummaryStrip } from './components/summary-strip';
import { useReportRunner } from './hooks/use-report-runner';
import { useReportStore } from './stores/report-store';
import { reportHeading } from './report-words';

/** View Reports (spec 3 §2): summary strip, one tab per club, Back clears the report. */
export function ViewReportsPage() {
  const { t } = useTranslation('reports');
  const report = useReportStore((s) => s.view);
  const clear = useReportStore((s) => s.clear);
  const { kind, form, clubs, busy, setForm, view, download } = useReportRunner();
  const navigate = useNavigate();
  const [picked, setTab] = useState<string | null>(null);
  // The picked tab while it is one of this report's clubs, else the first club.
  const tab = report?.clubs.some((c) => String(c.clubId) === picked) ? picked : report?.clubs[0] ? String(report.clubs[0].clubId) : null;

  // Opened without a report (a reload, a bookmark): back to the Reports screen.
  if (!report) return <Navigate to="/reports" replace />;
  const back = () => {
    clear();
    navigate('/reports');
  };
  const columns = REPORT_COLUMNS[report.kind];
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Group>
          <Button variant="default" onClick={back}>
            {t('reports:view.back')}
          </Button>
          <Title order={3}>{reportHeading(report.kind)}</Title>
        </Group>
      </Group>
      <Paper withBorder p="sm">
        <ReportFilters
          kind={kind}
          form={form}
          clubs={clubs}
          busy={busy}
          onChange={setForm}
          onView={() => void view()}
          onDownload={download}
          inline
        />
      </Paper>
      <SummaryStrip kind={report.kind} summary={report.summary} label={t('reports:view.summary')} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {report.clubs.map((c) => (
            <Tabs.Tab key={c.clubId} value={String(c.clubId)}>
              {c.clubName}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {report.clubs.map((c) => (
          <Tabs.Panel key={c.clubId} value={String(c.clubId)} pt="sm">
            <Stack gap="sm">
              <SummaryStrip kind={report.kind} summary={c.summary} label={t('reports:view.clubSummary', { club: c.clubName })} />
              <ClubRows kind={report.kind} form={report.form} club={c} columns={columns} />
              {c.closes.length > 0 && (
                <>
                  <Title order={5}>{t('reports:view.closes')}</Title>
                  <ReportTable
                    columns={CLOSE_COLUMNS}
                    rows={c.closes as unknown as ReportRow[]}
                    label={t('reports:view.clubCloses', { club: c.clubName })}
                    height={240}
                  />
                </>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
