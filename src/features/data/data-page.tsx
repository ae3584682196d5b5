import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ImportKind } from '../../../contract/data-import';
import { endpoints } from '../../../contract/endpoint-table';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { openDownload } from '../../lib/download-link';
import { ImportCard } from './components/import-card';

// In the order a venue moves in: subscriptions and bookings find their members by mobile.
const KINDS: { value: ImportKind; label: string }[] = [
  { value: 'members', label: '1. Members' },
  { value: 'subscriptions', label: '2. Package subscriptions' },
  { value: 'bookings', label: '3. Future bookings' },
];

/** Data (issue 31, ADR 0074): a venue's members, subscriptions and bookings in from files, and everything out as a .zip. */
export function DataPage() {
  const [kind, setKind] = useState<ImportKind>('members');
  return (
    <Stack p="md" gap="md">
      <Title order={3}>Data</Title>
      <SegmentedControl aria-label="What to import" data={KINDS} value={kind} onChange={(v) => setKind(v as ImportKind)} maw={640} />
      {/* A new kind starts from a clean card: no file, mapping or result of another kind carries over. */}
      <ImportCard key={kind} kind={kind} />
      <Paper withBorder p="md">
        <Stack gap="sm" align="flex-start">
          <Title order={4}>Export everything</Title>
          <Text size="sm" c="dimmed">
            One .zip of CSV files: members, credits, bookings, money, packages, coupons, events, pricing, staff (without passwords) and
            history, with a README of the columns. Members, running subscriptions and future bookings also come in the columns the
            import above reads.
          </Text>
          <WriteButton feature={Feature.clubSettings} variant="default" onClick={() => void openDownload(endpoints.data.exportAll, {}, 'courtdesk-export.zip')}>
            Export everything
          </WriteButton>
        </Stack>
      </Paper>
    </Stack>
  );
}
