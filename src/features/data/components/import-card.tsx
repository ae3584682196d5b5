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
import { currentLocale } from '../../../lib/i18n/i18n';
import { useTranslation } from 'react-i18next';

type Busy = 'check' | 'commit' | null;

/** What each kind needs, as the card says it (catalogue keys). */
const ABOUT: Record<ImportKind, { title: string; needs: string; after?: string }> = {
  members: {
    title: 'data:import.members.title',
    needs: 'data:import.members.needs',
  },
  subscriptions: {
    title: 'data:import.subscriptions.title',
    needs: 'data:import.subscriptions.needs',
    after: 'data:import.subscriptions.after',
  },
  bookings: {
    title: 'data:import.bookings.title',
    needs: 'data:import.bookings.needs',
    after: 'data:import.bookings.after',
  },
};

/**
 * One kind of import from a .csv or .xlsx (issue 31): choose the file, map its columns (the
 * server remembers the mapping per layout), see the preview and the dry run's result, then import.
 */
export function ImportCard({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('data');
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
    setFileError(f && !importType(f) ? t('data:import.wrongType') : null);
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
  const count = (n: number) => n.toLocaleString(currentLocale());
  const about = ABOUT[kind];
  const canImport = Boolean(totals && totals.ok > 0 && !mappingChanged && !done && busy === null);
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={4}>{t(about.title)}</Title>
        <Text size="sm" c="dimmed">
          {t(about.needs)} {about.after && t(about.after)} {t('data:import.nothingWritten')}
        </Text>
        <FileInput
          label={t('data:import.file')}
          placeholder={t('data:import.chooseFile')}
          accept=".csv,.xlsx"
          value={file}
          onChange={choose}
          error={fileError}
          clearable
          maw={420}
        />
        {busy === 'check' && <Progress value={100} animated striped aria-label={t('data:import.checking')} />}
        {checked?.columns && (
          <>
            <Title order={5}>{t('data:import.columns')}</Title>
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
                {t('data:import.checkAgain')}
              </Button>
            </Group>
            <Title order={5}>{t('data:import.preview')}</Title>
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
            <Title order={5}>{t('data:import.dryRun')}</Title>
            <ImportResult kind={kind} totals={totals} rows={checked.rows} />
            <Group>
              <WriteButton feature={Feature.clubSettings} disabled={!canImport} onClick={() => void commit()}>
                {t('data:import.rows', { count: totals.ok })}
              </WriteButton>
            </Group>
          </>
        )}
        {busy === 'commit' && (
          <Stack gap={4}>
            <Text size="sm">
              {progress && progress.total > 0
                ? t('data:import.progress', { done: count(progress.done), total: count(progress.total) })
                : t('data:import.importing', { rows: count(totals?.ok ?? 0) })}
            </Text>
            <Progress
              value={progress && progress.total > 0 ? (100 * progress.done) / progress.total : 100}
              animated
              striped
              aria-label={t('data:import.importingLabel')}
            />
          </Stack>
        )}
        {done?.totals && done.rows && (
          <>
            <Alert color="green" role="status">
              {t(kind === 'members' ? 'data:import.finishedMembers' : 'data:import.finished', {
                created: done.totals.created,
                updated: done.totals.updated,
                unchanged: done.totals.unchanged,
                failed: done.totals.failed,
              })}
            </Alert>
            <ImportResult kind={kind} totals={done.totals} rows={done.rows} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
