import { Paper, Stack, Text, Title } from '@mantine/core';
import { endpoints } from '../../../contract/endpoint-table';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { openDownload } from '../../lib/download-link';
import { ImportMembersCard } from './components/import-members-card';

/** Data (issue 31, ADR 0074): a venue's members in from a file, and everything out as a .zip. */
export function DataPage() {
  return (
    <Stack p="md" gap="md">
      <Title order={3}>Data</Title>
      <ImportMembersCard />
      <Paper withBorder p="md">
        <Stack gap="sm" align="flex-start">
          <Title order={4}>Export everything</Title>
          <Text size="sm" c="dimmed">
            One .zip of CSV files: members, credits, bookings, money, packages, coupons, events, pricing, staff (without passwords) and
            history, with a README of the columns.
          </Text>
          <WriteButton feature={Feature.clubSettings} variant="default" onClick={() => void openDownload(endpoints.data.exportAll, {}, 'courtdesk-export.zip')}>
            Export everything
          </WriteButton>
        </Stack>
      </Paper>
    </Stack>
  );
}
