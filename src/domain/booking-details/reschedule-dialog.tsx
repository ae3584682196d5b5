import { Alert, Button, Group, Modal, Radio, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import { useLatest } from '../../lib/api/use-latest';
import { displayDate, shortTime } from '../../lib/time/club-date';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { WriteButton } from '../../components/write-button';
import { ClubDateInput, isDateRefused } from '../../components/club-date-input/club-date-input';
import { bookingWrite, priceReschedule, verifyReschedule, type FullBookingDetails } from './booking-api';
import type { RescheduleCourt } from '../../../contract/booking-actions';
import { clubClosedNote, courtLabel } from './reschedule-courts';
import { FairUseLimit } from '../checkout/fair-use-limit';
import { useSession } from '../../lib/session/session-store';

/** 00:00 … 23:45 in 15-minute steps (spec 1 §9). */
const TIMES = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

type Court = RescheduleCourt;
type Priced = { available: boolean; message: string; price: number };

/**
 * Reschedule Booking (spec 1 §4): date and 15-minute time, check availability (locks them),
 * pick a court (priced), Confirm only when available; Return resets. History table below.
 */
export function RescheduleDialog({
  details,
  opened,
  onClose,
  onDone,
}: {
  details: FullBookingDetails;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('booking-details');
  const symbol = useCurrencySymbol();
  const [date, setDate] = useState(details.dateBooked);
  const [time, setTime] = useState<string | null>(details.startTime.slice(0, 5));
  const [courts, setCourts] = useState<Court[] | null>(null);
  const [court, setCourt] = useState<string | null>(null);
  const [priced, setPriced] = useState<Priced | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The fair-use limit the move was refused by (ADR 0078 addendum): an admin may move past it with a reason. */
  const [limit, setLimit] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const isAdmin = useSession()?.role === 'admin';
  // Every court shut at that time: the club is closed then, said once instead of a list of courts.
  const closedNote = courts ? clubClosedNote(courts) : null;
  // Only the court picked last may be priced: an earlier court's late reply would show its price
  // and availability (and enable Confirm) under the court now chosen.
  const begin = useLatest();
  const base = { bookingId: details.bookingId, rescheduleDate: date, startTime: `${time}:00` };
  const reset = () => {
    begin();
    setCourts(null);
    setCourt(null);
    setPriced(null);
    setError(null);
    setLimit(null);
  };
  const check = async () => {
    reset();
    const o = await verifyReschedule(base);
    if (o.ok) setCourts(o.data.courts ?? []);
    else setError(o.message);
  };
  const choose = async (value: string) => {
    const current = begin();
    setCourt(value);
    setPriced(null);
    const o = await priceReschedule({ ...base, courtId: Number(value) });
    if (!current()) return;
    if (o.ok) setPriced({ available: o.data.available ?? false, message: o.message ?? '', price: o.data.reschedulePrice ?? 0 });
    else setError(o.message);
  };
  const confirm = async (overrideReason?: string) => {
    setMoving(true);
    const o = await bookingWrite(endpoints.bookings.reschedule, {
      ...base,
      courtId: Number(court),
      reschedulePrice: priced?.price,
      ...(overrideReason === undefined ? {} : { fairUseOverride: { reason: overrideReason } }),
    });
    setMoving(false);
    if (!o.ok) {
      const isLimit = o.kind === 'failure' && o.details?.fairUseLimit === true;
      setLimit(isLimit ? o.message : null);
      return setError(isLimit ? null : o.message);
    }
    reset();
    onClose();
    onDone();
  };
  return (
    <Modal opened={opened} onClose={() => (reset(), onClose())} title={t('booking-details:reschedule.title')} size="lg">
      <Stack gap="sm">
        <Group grow align="flex-end">
          <ClubDateInput label={t('booking-details:reschedule.date')} value={date} disabled={courts !== null} onChange={setDate} />
          <Select
            label={t('booking-details:reschedule.startTime')}
            data={TIMES}
            value={time}
            onChange={setTime}
            disabled={courts !== null}
            searchable
          />
          {courts === null ? (
            <Button onClick={() => void check()} disabled={!date || isDateRefused(date) || !time}>
              {t('booking-details:reschedule.check')}
            </Button>
          ) : (
            <Button variant="default" onClick={reset}>
              {t('booking-details:reschedule.return')}
            </Button>
          )}
        </Group>
        {closedNote && (
          <Alert color="orange" data-testid="reschedule-closed">
            {closedNote}
          </Alert>
        )}
        {courts && !closedNote && (
          <Radio.Group label={t('booking-details:reschedule.court')} value={court} onChange={(v) => void choose(v)}>
            <Group mt={6}>
              {courts.map((c) => (
                <Radio key={c.courtId} value={String(c.courtId)} label={courtLabel(c)} disabled={!c.available} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {priced && (
          <Alert color={priced.available ? 'green' : 'red'}>
            {priced.message}
            {priced.available &&
              t('booking-details:reschedule.newPrice', {
                price: formatMoney(priced.price, symbol),
                now: formatMoney(details.courtSummary.gross, symbol),
              })}
          </Alert>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        {priced?.available && (
          <Group justify="flex-end">
            <WriteButton feature={Feature.rescheduleCheckin} loading={moving} onClick={() => void confirm()}>
              {t('booking-details:reschedule.confirm')}
            </WriteButton>
          </Group>
        )}
        {limit && <FairUseLimit message={limit} canOverride={isAdmin} busy={moving} onOverride={(reason) => void confirm(reason)} />}
        {details.rescheduleHistory.length > 0 && (
          <Table fz="sm" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('booking-details:reschedule.history.court')}</Table.Th>
                <Table.Th>{t('booking-details:reschedule.history.date')}</Table.Th>
                <Table.Th>{t('booking-details:reschedule.history.start')}</Table.Th>
                <Table.Th>{t('booking-details:reschedule.history.end')}</Table.Th>
                <Table.Th ta="right">{t('booking-details:reschedule.history.gross')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {details.rescheduleHistory.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.court}</Table.Td>
                  <Table.Td>{displayDate(r.date)}</Table.Td>
                  <Table.Td>{shortTime(r.start_time)}</Table.Td>
                  <Table.Td>{shortTime(r.end_time)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(r.gross_amount, symbol)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
