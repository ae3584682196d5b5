import { Group, NavLink, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { GstSummaryPanel } from './components/gst-summary-panel';
import { ReportFilters } from './components/report-filters';
import { useReportRunner } from './hooks/use-report-runner';
import { REPORT_TYPES } from './report-texts';
import { useReportStore } from './stores/report-store';

/** Generate Reports (spec 3 §2): report types on the left, the chosen type's filters on the right. */
export function ReportsPage() {
  const { kind, form, clubs, busy, setForm, view, download } = useReportRunner();
  const setKind = useReportStore((s) => s.setKind);
  const type = REPORT_TYPES.find((t) => t.kind === kind)!;
  // The GST summary is its own view (ADR 0082), not one of the spec's report types.
  const [gst, setGst] = useState(false);
  return (
    <Group align="flex-start" p="md" gap="md" wrap="nowrap">
      {/* The section's heading, above each report's h3, for screen readers' heading lists (WCAG 1.3.1). */}
      <VisuallyHidden component="h2">Generate Reports</VisuallyHidden>
      <Paper withBorder w={190} p={4} component="nav" aria-label="Report types" style={{ flexShrink: 0 }}>
        {REPORT_TYPES.map((t) => (
          <NavLink
            key={t.kind}
            label={t.label}
            active={!gst && t.kind === kind}
            onClick={() => {
              setGst(false);
              setKind(t.kind);
            }}
            aria-current={!gst && t.kind === kind ? 'page' : undefined}
          />
        ))}
        <NavLink label="GST Summary" active={gst} onClick={() => setGst(true)} aria-current={gst ? 'page' : undefined} />
      </Paper>
      {gst ? (
        <div style={{ flex: 1, minWidth: 0 }}>
          <GstSummaryPanel />
        </div>
      ) : (
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Title order={3}>{type.label} Report</Title>
            <Text c="dimmed" size="sm" maw={640}>
              {type.text}
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
