import { Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BookedFilter, PaidFilter, ReportMessages, type ReportKind } from '../../../../contract/reports';
import { reportMessage } from '../report-words';
import { useOnline } from '../../../lib/online/online-store';
import { useSession } from '../../../lib/session/session-store';
import { canRun, type ReportForm } from '../report-form';
import { PeriodFields } from './period-fields';

interface Props {
  kind: ReportKind;
  form: ReportForm;
  clubs: { clubId: number; clubName: string }[];
  busy: boolean;
  onChange: (f: ReportForm) => void;
  onView: () => void;
  onDownload: () => void;
  /** One wrapped row (View Reports page), so the table keeps the screen. */
  inline?: boolean;
}

/** Period, clubs, the kind's own filters, View Report and Download (spec 3 §2 Reports screen). */
export function ReportFilters({ kind, form, clubs, busy, onChange, onView, onDownload, inline = false }: Props) {
  const { t } = useTranslation('reports');
  const online = useOnline();
  const handlers = (useSession()?.handlers ?? []).filter((h): h is string => typeof h === 'string');
  const ready = canRun(form) && online;
  const Wrap = inline ? Group : Stack;
  return (
    <Wrap gap="sm" align={inline ? 'flex-end' : undefined}>
      <PeriodFields kind={kind} form={form} onChange={onChange} />
      {form.clubIds.length === 0 && <Text size="sm">{reportMessage(ReportMessages.noClub)}</Text>}
      <MultiSelect
        label={t('reports:filter.clubs')}
        placeholder={form.clubIds.length ? undefined : t('reports:filter.chooseClubs')}
        data={clubs.map((c) => ({ value: String(c.clubId), label: c.clubName }))}
        value={form.clubIds.map(String)}
        onChange={(v) => onChange({ ...form, clubIds: v.map(Number) })}
        maw={inline ? 420 : 520}
        clearable
      />
      {kind === 'master' && (
        <Group>
          <Select
            label={t('reports:filter.handler')}
            data={[{ value: '', label: t('reports:filter.all') }, ...handlers.map((h) => ({ value: h, label: h }))]}
            value={form.handler}
            onChange={(v) => onChange({ ...form, handler: v ?? '' })}
            allowDeselect={false}
            w={200}
          />
          <Select
            label={t('reports:filter.show')}
            data={[
              { value: String(PaidFilter.all), label: t('reports:filter.all') },
              { value: String(PaidFilter.onlyPaid), label: t('reports:filter.onlyPaid') },
            ]}
            value={String(form.paid)}
            onChange={(v) => onChange({ ...form, paid: v === '1' ? 1 : 0 })}
            allowDeselect={false}
            w={160}
          />
        </Group>
      )}
      {(kind === 'booking' || kind === 'addon') && (
        <Select
          label={t('reports:filter.dateRangeFor')}
          data={[
            { value: String(BookedFilter.transactionDate), label: t('reports:filter.transactionDate') },
            { value: String(BookedFilter.bookingDate), label: t('reports:filter.bookingDate') },
          ]}
          value={String(form.booked)}
          onChange={(v) => onChange({ ...form, booked: v === '0' ? 0 : 1 })}
          allowDeselect={false}
          w={200}
        />
      )}
      <Group>
        <Button onClick={onView} disabled={!ready} loading={busy}>
          {t('reports:filter.view')}
        </Button>
        <Button variant="default" onClick={onDownload} disabled={!ready}>
          {t('reports:filter.download')}
        </Button>
        {!online && (
          <Text size="sm" c="dimmed">
            {t('common:write.needsConnection')}
          </Text>
        )}
      </Group>
    </Wrap>
  );
}
