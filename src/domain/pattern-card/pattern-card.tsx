import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Feature } from '../../../contract/features';
import type { PatternDetails } from '../../../contract/pattern';
import { useOnline } from '../../lib/online/online-store';
import { endpoints } from '../../../contract/endpoint-table';
import { openDownload } from '../../lib/download-link';
import { RemarksSection } from '../booking-details/remarks-section';
import { TransactionsDialog } from '../booking-details/transactions-dialog';
import { AddAddonsDialog } from '../booking-details/add-addons-dialog';
import { WriteButton } from '../../components/write-button';
import { PATTERN_FLAG_COLOR, patternFlagLabel } from './pattern-api';
import { usePattern } from './use-pattern';
import { PatternFacts } from './pattern-facts';
import { OccurrencesDialog } from './occurrences-dialog';
import { PatternPayDialog } from './pattern-pay-dialog';
import { PatternCancelDialog, type CancelScope } from './pattern-cancel-dialog';
import { useTranslation } from 'react-i18next';

type Dialog = { name: 'all' | 'transactions' | 'pay' | 'addons' } | { name: 'cancel'; scope: CancelScope; bookingId?: number };

/** Booking Details (bulk): the pattern booking card of spec 1 §2, wherever a pattern is opened. */
export function PatternCard(props: { patternId: number; onChanged?: () => void }) {
  // Find Bookings and Booking Details open it: the card's words load with it.
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <LoadedCard {...props} />
    </Suspense>
  );
}

function LoadedCard({ patternId, onChanged }: { patternId: number; onChanged?: () => void }) {
  const { t } = useTranslation('pattern-card');
  const online = useOnline();
  const { state, reload } = usePattern(patternId, online);
  if (!online) return <Text c="dimmed">{t('pattern-card:needsConnection')}</Text>;
  if (state.state === 'loading') return <Loader size="sm" />;
  if (state.state === 'failed') return <Text c="red">{state.message}</Text>;
  return <Card details={state.details} changed={() => (reload(), onChanged?.())} />;
}

function Card({ details: d, changed }: { details: PatternDetails; changed: () => void }) {
  const { t } = useTranslation('pattern-card');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const P = Feature.bookingPayments;
  const live = d.cancelled !== 1;
  const hasUpcoming = d.occurrencesList.some((o) => !o.bookingCancelled && o.bookingStatus === 'Upcoming');
  // Through the /download page like every file (DESIGN "Documents"): it shows errors and closes itself.
  const statement = () =>
    void openDownload(endpoints.bulk.statement, { patternBookingId: d.patternBookingId }, `bulk-statement-${d.patternBookingId}.pdf`);
  return (
    <Stack gap="sm" data-testid="pattern-card">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('pattern-card:heading', { activity: d.activityName, id: d.patternBookingId })}</Text>
        <Group gap={6}>
          {d.isMarketplaceBooking && <Badge variant="outline">{t('pattern-card:marketplace')}</Badge>}
          <Badge color={PATTERN_FLAG_COLOR[d.cancelled]} data-testid="pattern-flag">
            {patternFlagLabel(d.cancelled)}
          </Badge>
          <Button size="compact-sm" variant="subtle" onClick={() => void statement()}>
            {t('pattern-card:statements')}
          </Button>
        </Group>
      </Group>
      {d.cancelled === 1 && (
        <Text c="red" fw={600}>
          {t('pattern-card:cancelled')}
        </Text>
      )}
      <PatternFacts details={d} />
      <RemarksSection key={d.remarks ?? ''} bookingId={d.patternBookingId} pattern remarks={d.remarks} onSaved={changed} />
      <Group gap="xs">
        <Button size="compact-sm" variant="light" onClick={() => setDialog({ name: 'all' })}>
          {t('pattern-card:seeAll')}
        </Button>
        <Button size="compact-sm" variant="light" onClick={() => setDialog({ name: 'transactions' })}>
          {t('pattern-card:transaction')}
        </Button>
        {live && d.summary.balance > 0 && (
          <WriteButton feature={P} size="compact-sm" onClick={() => setDialog({ name: 'pay' })}>
            {t('pattern-card:payNow')}
          </WriteButton>
        )}
        {live && (
          <WriteButton feature={P} size="compact-sm" variant="light" onClick={() => setDialog({ name: 'addons' })}>
            {t('pattern-card:addAddons')}
          </WriteButton>
        )}
        {live && hasUpcoming && !d.isMarketplaceBooking && (
          <WriteButton
            feature={P}
            size="compact-sm"
            color="red"
            variant="light"
            onClick={() => setDialog({ name: 'cancel', scope: 'all' })}
          >
            {t('pattern-card:cancelBooking')}
          </WriteButton>
        )}
      </Group>
      <OccurrencesDialog
        details={d}
        opened={dialog?.name === 'all'}
        onClose={close}
        onCancelOne={(bookingId) => setDialog({ name: 'cancel', scope: 'one', bookingId })}
      />
      <TransactionsDialog bookingId={d.patternBookingId} pattern opened={dialog?.name === 'transactions'} onClose={close} />
      <PatternPayDialog
        patternId={d.patternBookingId}
        balance={d.summary.balance}
        member={d.memberId === null ? null : { credits: d.memberCredits, hasPin: d.memberHasPin }}
        opened={dialog?.name === 'pay'}
        onClose={close}
        onDone={changed}
      />
      <AddAddonsDialog
        activityId={d.activityId}
        target={{ patternBookingId: d.patternBookingId }}
        opened={dialog?.name === 'addons'}
        onClose={close}
        onDone={changed}
      />
      {dialog?.name === 'cancel' && <PatternCancelDialog details={d} initial={dialog} onClose={close} onDone={changed} />}
    </Stack>
  );
}
