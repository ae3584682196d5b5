import 'mantine-datatable/styles.css';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../../contract/audit';
import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';
import { openDownload } from '../../../lib/download-link';
import { useOnline } from '../../../lib/online/online-store';
import { useCurrencySymbol } from '../../../lib/money';
import { useSession } from '../../../lib/session/session-store';
import { clubStamp, isDateRefused } from '../../../lib/time/club-date';
import { ClubDateInput } from '../../../components/club-date-input/club-date-input';
import { describeEntry, kindLabel, whatText } from './describe-entry';

interface Filters {
  actor: string | null;
  kind: string | null;
  from: string;
  to: string;
}

/**
 * The audit log (admins): every recorded change of the club, newest first, filtered by person,
 * kind and period, and exported as xlsx through the /download page. Read-only by design.
 */
export function AuditLog() {
  const { t } = useTranslation('staff');
  const session = useSession();
  const online = useOnline();
  const timeZone = session?.timeZone ?? 'UTC';
  const symbol = useCurrencySymbol();
  const [filters, setFilters] = useState<Filters>({ actor: null, kind: null, from: '', to: '' });
  // The date fields as typed: refused text stays in its field and is not applied to the list.
  const [fields, setFields] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ entries: AuditEntry[]; total: number } | null>(null);
  const [facets, setFacets] = useState<{ actors: string[]; kinds: { entity: string; action: string }[] }>({ actors: [], kinds: [] });

  const query = useMemo(
    () => ({
      actor: filters.actor ?? undefined,
      kind: filters.kind ?? undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    }),
    [filters],
  );

  useEffect(() => {
    void api.call(endpoints.audit.facets).then((o) => o.ok && o.data.requestStatus === 1 && setFacets(o.data));
  }, []);
  useEffect(() => {
    let live = true;
    setData(null);
    void api.call(endpoints.audit.list, { ...query, page }).then((o) => {
      if (live) setData(o.ok && o.data.requestStatus === 1 ? o.data : { entries: [], total: 0 });
    });
    return () => {
      live = false;
    };
  }, [query, page]);

  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const changeDate = (key: 'from' | 'to', value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (!isDateRefused(value)) change({ [key]: value });
  };
  const exportFile = () => void openDownload(endpoints.audit.download, query, 'audit-log.xlsx');

  const kindOptions = [...new Set(facets.kinds.map((k) => k.entity))].flatMap((entity) => [
    { value: entity, label: t('staff:audit.entityAll', { entity: kindLabel(entity, 'all').replace(/ all$/, '') }) },
    ...facets.kinds
      .filter((k) => k.entity === entity)
      .map((k) => ({ value: `${k.entity}:${k.action}`, label: kindLabel(k.entity, k.action) })),
  ]);

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('staff:audit.person')}
          placeholder={t('staff:audit.everyone')}
          clearable
          searchable
          data={facets.actors}
          value={filters.actor}
          onChange={(actor) => change({ actor })}
          w={180}
        />
        <Select
          label={t('staff:audit.kind')}
          placeholder={t('staff:audit.allChanges')}
          clearable
          searchable
          data={kindOptions}
          value={filters.kind}
          onChange={(kind) => change({ kind })}
          w={240}
        />
        <ClubDateInput
          label={t('staff:audit.from')}
          placeholder={t('staff:audit.anyDay')}
          clearable
          value={fields.from}
          maxDate={filters.to || undefined}
          onChange={(v) => changeDate('from', v)}
          w={160}
        />
        <ClubDateInput
          label={t('staff:audit.to')}
          placeholder={t('staff:audit.anyDay')}
          clearable
          value={fields.to}
          minDate={filters.from || undefined}
          onChange={(v) => changeDate('to', v)}
          w={160}
        />
        <Button leftSection={<IconDownload size={16} />} variant="light" disabled={!online || !data?.total} onClick={exportFile}>
          {t('staff:audit.download')}
        </Button>
        {!online && (
          <Text size="xs" c="dimmed">
            {t('common:write.needsConnection')}
          </Text>
        )}
      </Group>
      <DataTable<AuditEntry>
        withTableBorder
        striped
        minHeight={160}
        fetching={data === null}
        records={data?.entries ?? []}
        totalRecords={data?.total ?? 0}
        recordsPerPage={AUDIT_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        noRecordsText={t('staff:audit.nothing')}
        columns={[
          { accessor: 'at', title: t('staff:audit.when'), width: 170, render: (e) => clubStamp(timeZone, e.at) },
          { accessor: 'actor', title: t('staff:audit.who'), width: 110 },
          {
            accessor: 'kind',
            title: t('staff:audit.what'),
            width: 180,
            render: (e) => whatText(e),
          },
          {
            accessor: 'change',
            title: t('staff:audit.change'),
            render: (e) => (
              <Stack gap={2}>
                {describeEntry(e, { timeZone, symbol }).map((line, i) => (
                  <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Text>
                ))}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
