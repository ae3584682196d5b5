import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ImportKind } from '../../../contract/data-import';
import { endpoints } from '../../../contract/endpoint-table';
import { Feature } from '../../../contract/features';
import { WriteButton } from '../../components/write-button';
import { openDownload } from '../../lib/download-link';
import { ImportCard } from './components/import-card';
import { useTranslation } from 'react-i18next';

// In the order a venue moves in: subscriptions and bookings find their members by mobile.
// label: the kind's catalogue key.
const KINDS: { value: ImportKind; label: string }[] = [
  { value: 'members', label: 'data:kind.members' },
  { value: 'subscriptions', label: 'data:kind.subscriptions' },
  { value: 'bookings', label: 'data:kind.bookings' },
];

/** Data (issue 31, ADR 0074): a venue's members, subscriptions and bookings in from files, and everything out as a .zip. */
export function DataPage() {
  const { t } = useTranslation('data');
  const [kind, setKind] = useState<ImportKind>('members');
  return (
    <Stack p="md" gap="md">
      <Title order={3}>{t('data:title')}</Title>
      <SegmentedControl
        aria-label={t('data:whatToImport')}
        data={KINDS.map((k) => ({ value: k.value, label: t(k.label) }))} value={kind} onChange={(v) => setKind(v as ImportKind)} maw={640} />
      {/* A new kind starts from a clean card: no file, mapping or result of another kind carries over. */}
      <ImportCard key={kind} kind={kind} />
      <Paper withBorder p="md">
        <Stack gap="sm" align="flex-start">
          <Title order={4}>{t('data:export.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('data:export.note')}
          </Text>
          <WriteButton feature={Feature.clubSettings} variant="default" onClick={() => void openDownload(endpoints.data.exportAll, {}, 'courtdesk-export.zip')}>
            {t('data:export.button')}
          </WriteButton>
        </Stack>
      </Paper>
    </Stack>
  );
}
