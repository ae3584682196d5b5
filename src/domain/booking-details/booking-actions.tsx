import { Button, Group, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Feature } from '../../../contract/features';
import { endpoints } from '../../../contract/endpoint-table';
import { showToast } from '../../lib/api/present-outcome';
import { WriteButton } from '../../components/write-button';
import { useWriteGuard } from '../../components/write-guard';
import { WriteReason } from '../../components/write-reason';
import { bookingWrite, fetchMobile, type FullBookingDetails } from './booking-api';
import { newIdempotencyKey } from '../../../contract/idempotency-key';

const writes = endpoints.bookings;

export type DialogName =
  'payCourt' | 'payExtras' | 'payFee' | 'addAddons' | 'editAmount' | 'transactions' | 'cancel' | 'reschedule' | 'getInTouch';

interface ActionsProps {
  details: FullBookingDetails;
  open: (dialog: DialogName) => void;
  onChanged: () => void;
}

/**
 * The buttons of Booking Details, each shown by the rules of spec 1 §4 and §6: nothing that
 * changes a cancelled booking; marketplace bookings get only their extra actions (and check-in)
 * with a note to contact the provider; Mark As No Show never beside a check-in.
 */
export function BookingActions({ details: d, open, onChanged }: ActionsProps) {
  const { t } = useTranslation('booking-details');
  const [mobile, setMobile] = useState<string | null>(null);
  const noShowGuard = useWriteGuard(Feature.rescheduleCheckin);
  const live = !d.bookingCancelled;
  // Marketplace bookings are changed through their provider (spec 1 §1, §6): no money or add-on actions.
  const editable = live && !d.isMarketplaceBooking;
  // No-show only once the booking has started and nobody is checked in; a mark stays clearable.
  const started = d.bookingStatus === 'Ongoing' || d.bookingStatus === 'Completed';
  const noShowOffered = live && d.isBnpl && (d.noShow || (started && d.checkinData.length === 0));
  const P = Feature.bookingPayments;
  const R = Feature.rescheduleCheckin;
  const simple = async (entry: typeof writes.paymentLink | typeof writes.rescheduleEnable, withKey = false) => {
    const o = await bookingWrite(entry, { bookingId: d.bookingId }, withKey ? newIdempotencyKey() : undefined);
    if (o.ok) onChanged();
    else showToast({ color: 'red', message: o.message });
  };
  return (
    <>
      <Group gap="xs">
        <Button size="compact-sm" variant="light" onClick={() => open('transactions')}>
          {t('booking-details:actions.transaction')}
        </Button>
        {editable && d.patternBookingId === null && d.courtSummary.balance > 0 && (
          <WriteButton feature={P} size="compact-sm" onClick={() => open('payCourt')}>
            {t('booking-details:actions.payNow')}
          </WriteButton>
        )}
        {(d.feeSummary?.balance ?? 0) > 0 && (
          // A fee is the club's own charge: payable on a cancelled or a marketplace booking too (ADR 0079).
          <WriteButton feature={P} size="compact-sm" color="orange" onClick={() => open('payFee')}>
            {t('booking-details:actions.payFee')}
          </WriteButton>
        )}
        {editable && (
          <WriteButton feature={P} size="compact-sm" variant="light" onClick={() => open('editAmount')}>
            {t('booking-details:actions.editAmount')}
          </WriteButton>
        )}
        {editable && d.extras.length > 0 && d.extrasSummary.balance > 0 && (
          <WriteButton feature={P} size="compact-sm" onClick={() => open('payExtras')}>
            {t('booking-details:actions.payAddons')}
          </WriteButton>
        )}
        {editable && (
          <WriteButton feature={P} size="compact-sm" variant="light" onClick={() => open('addAddons')}>
            {t('booking-details:actions.addAddons')}
          </WriteButton>
        )}
        {editable && d.showPaymentLink && (
          <WriteButton feature={P} size="compact-sm" variant="light" onClick={() => void simple(writes.paymentLink, true)}>
            {t('booking-details:actions.sendLink')}
          </WriteButton>
        )}
      </Group>
      {editable && d.patternBookingId !== null && d.courtSummary.balance > 0 && (
        <Text size="sm" c="dimmed" data-testid="occurrence-pay-note">
          {t('booking-details:actions.payOnPattern')}
        </Text>
      )}
      {live && d.isMarketplaceBooking && (
        <Text size="sm" c="dimmed" data-testid="marketplace-notice">
          {t('booking-details:actions.marketplace')}
        </Text>
      )}
      <Group gap="xs">
        {live && !d.isMarketplaceBooking && (
          <WriteButton feature={R} size="compact-sm" variant="light" onClick={() => open('reschedule')}>
            {t('booking-details:actions.reschedule')}
          </WriteButton>
        )}
        {live && !d.isMarketplaceBooking && (
          <WriteButton feature={P} size="compact-sm" color="red" variant="light" onClick={() => open('cancel')}>
            {t('booking-details:actions.cancelBooking')}
          </WriteButton>
        )}
        {d.isMarketplaceBooking && d.customerDetails.customerCountryCode === '+91' && (
          <WriteButton feature={R} size="compact-sm" variant="light" onClick={() => open('getInTouch')}>
            {t('booking-details:actions.getInTouch')}
          </WriteButton>
        )}
        {d.maskCustomerDetails && !mobile && (
          <WriteButton
            feature={R}
            size="compact-sm"
            variant="light"
            onClick={() => void fetchMobile(d.bookingId).then((o) => (o.ok && setMobile(o.data.data?.mobile ?? null), onChanged()))}
          >
            {t('booking-details:actions.viewNumber')}
          </WriteButton>
        )}
        {mobile && <Text size="sm">{mobile}</Text>}
        {live && d.isMarketplaceBooking && !d.rescheduleEnabled && (
          <WriteButton feature={R} size="compact-sm" variant="light" onClick={() => void simple(writes.rescheduleEnable)}>
            {t('booking-details:actions.enableReschedule')}
          </WriteButton>
        )}
        {d.isMarketplaceBooking && d.rescheduleEnabled && <Text size="sm">{d.rescheduleEnableText}</Text>}
      </Group>
      {/* One line per feature the person may not change, for every control above and Check In below. */}
      {live && <WriteReason feature={[P, R]} />}
      {noShowOffered && (
        <Switch
          label={t('booking-details:actions.noShow')}
          checked={d.noShow}
          disabled={noShowGuard.disabled}
          onChange={(e) =>
            void bookingWrite(writes.noShow, { bookingId: d.bookingId, noShow: e.currentTarget.checked }).then((o) =>
              o.ok ? onChanged() : showToast({ color: 'red', message: o.message }),
            )
          }
        />
      )}
    </>
  );
}
