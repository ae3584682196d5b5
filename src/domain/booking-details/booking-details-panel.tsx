import { Badge, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/online/online-store';
import { endpoints } from '../../../contract/endpoint-table';
import { openDownload } from '../../lib/download-link';
import { bookingStatusName } from '../../lib/i18n/contract-names';
import type { FullBookingDetails } from './booking-api';
import { useBookingDetails } from './use-booking-details';
import { BookingWhen, MoneySummary, PaymentBadge } from './booking-summary';
import { BookingActions, type DialogName } from './booking-actions';
import { RemarksSection } from './remarks-section';
import { CheckinSection } from './checkin-section';
import { HistoryTimeline } from './history-timeline';
import { BookingDialogs } from './booking-dialogs';
import { PatternLink } from '../pattern-card/pattern-link';
import { OfflineBookingDetails } from './offline-details';

interface PanelProps {
  bookingId: number;
  /** After a change that other screens show (calendar cells, search rows). */
  onChanged?: () => void;
}

/** Booking Details in full (spec 1 §2), in the calendar's right drawer and, later, from search. */
export function BookingDetailsPanel(props: PanelProps) {
  // Other screens show this: it waits for Booking Details' words in its own Suspense, so the screen behind never
  // gives way to its loader the first time (ADR 0085).
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Panel {...props} />
    </Suspense>
  );
}

function Panel({ bookingId, onChanged }: PanelProps) {
  // The words arrive before anything of the panel shows, its dialogs' included.
  useTranslation('booking-details');
  const online = useOnline();
  const { state, reload } = useBookingDetails(bookingId, online);
  // Offline, the mirrored calendar day still shows the booking, read-only and with its age.
  if (!online) return <OfflineBookingDetails bookingId={bookingId} />;
  if (state.state === 'loading') return <Loader size="sm" />;
  if (state.state === 'failed') return <Text c="red">{state.message}</Text>;
  return (
    <Details
      details={state.details}
      changed={() => {
        reload();
        onChanged?.();
      }}
    />
  );
}

function Details({ details: d, changed }: { details: FullBookingDetails; changed: () => void }) {
  const { t } = useTranslation('booking-details');
  const [dialog, setDialog] = useState<DialogName | null>(null);
  // Through the /download page like every file (DESIGN "Documents").
  const statement = () => void openDownload(endpoints.documents.statement, { bookingId: d.bookingId }, `statement-${d.bookingId}.pdf`);
  return (
    <Stack gap="sm" data-testid="booking-details">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {d.activityName} · #{d.bookingId}
        </Text>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {d.isMarketplaceBooking && <Badge variant="outline">{t('booking-details:panel.marketplace')}</Badge>}
          <Badge variant="light">{bookingStatusName(d.bookingStatus)}</Badge>
          <Button size="compact-sm" variant="subtle" onClick={statement}>
            {t('booking-details:panel.statements')}
          </Button>
        </Group>
      </Group>
      {d.bookingCancelled && (
        <Text c="red" fw={600}>
          {t('booking-details:panel.cancelled')}
        </Text>
      )}
      <BookingWhen details={d} />
      {d.patternBookingId !== null && <PatternLink patternId={d.patternBookingId} onChanged={changed} />}
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('booking-details:panel.payment')}
        </Text>
        <PaymentBadge details={d} />
      </Group>
      <MoneySummary details={d} />
      {d.extras.length > 0 && (
        <Text size="sm">{t('booking-details:panel.addons', { list: d.extras.map((e) => `${e.items} × ${e.quantity}`).join(', ') })}</Text>
      )}
      <RemarksSection key={d.remarks ?? ''} bookingId={d.bookingId} remarks={d.remarks} onSaved={changed} />
      <BookingActions details={d} open={setDialog} onChanged={changed} />
      {!d.bookingCancelled && <CheckinSection details={d} onDone={changed} />}
      <Text size="xs" c="dimmed">
        {t('booking-details:panel.checkinCode', { code: d.checkinCode })}
      </Text>
      <Divider label={t('booking-details:panel.history')} labelPosition="left" />
      <HistoryTimeline history={d.history} />
      <BookingDialogs details={d} dialog={dialog} close={() => setDialog(null)} changed={changed} />
    </Stack>
  );
}
