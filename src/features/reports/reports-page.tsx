import { Group, NavLink, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GstSummaryPanel } from './components/gst-summary-panel';
import { ReportFilters } from './components/report-filters';
import { useReportRunner } from './hooks/use-report-runner';
import { REPORT_KINDS, reportLabel, reportText } from './report-texts';
import { useReportStore } from './stores/report-store';

/** Generate Reports (spec 3 §2): report types on the left, the chosen type's filters on the right. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const { kind, form, clubs, busy, setForm, view, download } = useReportRunner();
  const setKind = useReportStore((s) => s.setKind);
  // The GST summary is its own view (ADR 0082), not one of the spec's report types.
  const [gst, setGst] = useState(false);
  return (
    <Group align="flex-start" p="md" gap="md" wrap="nowrap">
      {/* The section's heading, above each report's h3, for screen readers' heading lists (WCAG 1.3.1). */}
      <VisuallyHidden component="h2">{t('reports:page.title')}</VisuallyHidden>
      <Paper withBorder w={190} p={4} component="nav" aria-label={t('reports:page.types')} style={{ flexShrink: 0 }}>
        {REPORT_KINDS.map((k) => (
          <NavLink
            key={k}
            label={reportLabel(k)}
            active={!gst && k === kind}
            onClick={() => {
              setGst(false);
              setKind(k);
            }}
            aria-current={!gst && k === kind ? 'page' : undefined}
          />
        ))}
        <NavLink label={t('reports:page.gst')} active={gst} onClick={() => setGst(true)} aria-current={gst ? 'page' : undefined} />
      </Paper>
      {gst ? (
        <div style={{ flex: 1, minWidth: 0 }}>
          <GstSummaryPanel />
        </div>
      ) : (
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Title order={3}>{t('reports:page.reportTitle', { label: reportLabel(kind) })}</Title>
            <Text c="dimmed" size="sm" maw={640}>
              {reportText(kind)}
            </Text>
          </div>
          <ReportFilters
            kind={kind}
            form={form}
            clubs={clubs}
            busy={busy}
            onChange={setForm}
            onView={() => void view()}
            onDownload={download}
          />
        </Stack>
      )}
    </Group>
  );
}
