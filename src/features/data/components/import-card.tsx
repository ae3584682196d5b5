import { Alert, Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../../contract/features';
import type { ImportKind, ImportReply } from '../../../../contract/data-import';
import { WriteButton } from '../../../components/write-button';
import { newIdempotencyKey } from '../../../../contract/idempotency-key';
import { importType, sendImport, watchProgress } from '../api/import-api';
import { MappingFields } from './mapping-fields';
import { PreviewTable } from './preview-table';
import { ImportResult } from './import-result';

type Busy = 'check' | 'commit' | null;

/** What each kind needs, as the card says it. */
const ABOUT: Record<ImportKind, { title: string; needs: string; after?: string }> = {
  members: {
    title: 'Import members',
    needs: 'Name and mobile are needed; email, gender, address, credits and validity are optional.',
  },
  subscriptions: {
    title: 'Import package subscriptions',
    needs: 'Package (by name), the member’s mobile, start and renewal dates are needed; amount paid and balance are optional.',
    after: 'Import the members first. What was paid is an opening balance, not today’s takings.',
  },
  bookings: {
    title: 'Import future bookings',
    needs: 'Activity, court, date, start and end time, customer name and mobile are needed; reference, email, places, amount and paid are optional.',
    after: 'Each booking is checked like a booking made at the desk: the court time must be free. What was paid is an opening balance, not today’s takings.',
  },
};

/**
 * One kind of import from a .csv or .xlsx (issue 31): choose the file, map its columns (the
 * server remembers the mapping per layout), see the preview and the dry run's result, then import.
 */
export function ImportCard({ kind }: { kind: ImportKind }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<ImportReply | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [mappingChanged, setMappingChanged] = useState(false);
  const [done, setDone] = useState<ImportReply | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const check = async (f: File, sent: Record<string, string> | null) => {
    setBusy('check');
    setDone(null);
    const outcome = await sendImport(kind, f, true, sent);
    setBusy(null);
    if (!outcome.ok) return;
    setChecked(outcome.data);
    setMapping(outcome.data.mapping ?? {});
    setMappingChanged(false);
  };
  const choose = (f: File | null) => {
    setFile(f);
    setChecked(null);
    setDone(null);
    setFileError(f && !importType(f) ? 'Choose a .csv or .xlsx file' : null);
    if (f && importType(f)) void check(f, null);
  };
  const commit = async () => {
    if (!file) return;
    setBusy('commit');
    setProgress(null);
    // The commit is one request written in batches; the card asks how far it is meanwhile.
    const key = newIdempotencyKey();
    const stop = watchProgress(key, (done, total) => setProgress({ done, total }));
    const outcome = await sendImport(kind, file, false, mapping, key);
    stop();
    setBusy(null);
    if (outcome.ok) setDone(outcome.data);
  };

  const totals = checked?.totals;
  const canImport = Boolean(totals && totals.ok > 0 && !mappingChanged && !done && busy === null);
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={4}>{ABOUT[kind].title}</Title>
        <Text size="sm" c="dimmed">
          {ABOUT[kind].needs} {ABOUT[kind].after} Nothing is written until you import.
        </Text>
        <FileInput
          label="File (.csv or .xlsx)"
          placeholder="Choose a file"
          accept=".csv,.xlsx"
          value={file}
          onChange={choose}
          error={fileError}
          clearable
          maw={420}
        />
        {busy === 'check' && <Progress value={100} animated striped aria-label="Checking the file" />}
        {checked?.columns && (
          <>
            <Title order={5}>Columns</Title>
            <MappingFields
              kind={kind}
              columns={checked.columns}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                setMappingChanged(true);
              }}
            />
            <Group>
              <Button variant="default" disabled={!mappingChanged || busy !== null} onClick={() => file && void check(file, mapping)}>
                Check again
              </Button>
            </Group>
            <Title order={5}>Preview</Title>
            <PreviewTable columns={checked.columns} rows={checked.preview ?? []} />
          </>
        )}
        {checked?.message && !totals && (
          <Alert color="yellow" role="alert">
            {checked.message}
          </Alert>
        )}
        {totals && checked.rows && !done && (
          <>
            <Title order={5}>Dry run</Title>
            <ImportResult kind={kind} totals={totals} rows={checked.rows} />
            <Group>
              <WriteButton feature={Feature.clubSettings} disabled={!canImport} onClick={() => void commit()}>
                Import {totals.ok} {totals.ok === 1 ? 'row' : 'rows'}
              </WriteButton>
            </Group>
          </>
        )}
        {busy === 'commit' && (
          <Stack gap={4}>
            <Text size="sm">
              {progress && progress.total > 0
                ? `Imported ${progress.done.toLocaleString('en-IN')} of ${progress.total.toLocaleString('en-IN')} rows…`
                : `Importing ${(totals?.ok ?? 0).toLocaleString('en-IN')} rows…`}
            </Text>
            <Progress
              value={progress && progress.total > 0 ? (100 * progress.done) / progress.total : 100}
              animated
              striped
              aria-label="Importing"
            />
          </Stack>
        )}
        {done?.totals && done.rows && (
          <>
            <Alert color="green" role="status">
              Import finished: {done.totals.created} new,{kind === 'members' ? ` ${done.totals.updated} updated,` : ''}{' '}
              {done.totals.unchanged} unchanged, {done.totals.failed} not imported.
            </Alert>
            <ImportResult kind={kind} totals={done.totals} rows={done.rows} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
