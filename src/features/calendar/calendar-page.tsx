import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { Slot } from '../../../contract/availability';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadCart } from '../../lib/cart/cart-api';
import { useCart, useCartSlotCount } from '../../lib/cart/cart-store';
import { useCartExpiry } from '../../lib/cart/use-cart-expiry';
import { useScreenData } from '../../lib/online/screen-data';
import {
  CALENDAR_DAY_SET,
  calendarDaySet,
  loadMirroredDayKeys,
  resyncCalendar,
  setCalendarFocus,
  showCalendarDay,
  startCalendarDay,
  useCalendarDay,
} from '../../offline/calendar-days';
import { useActivities } from '../../offline/mirror-queries';
import { AvailabilityBar } from './bar/availability-bar';
import { CalendarDay } from './calendar-day';
import { useCalendarLive } from './hooks/use-calendar-live';
import { useCalendarParams, type CalendarParams } from './hooks/use-calendar-params';
import { useCalendarShortcuts } from './hooks/use-calendar-shortcuts';
import { useSlotActions } from './hooks/use-slot-actions';
import { BookingDetailsPanel } from '../../domain/booking-details/booking-details-panel';
import { CartPanel } from './panels/cart-panel';
import { RIGHT_DRAWER_WIDTH, RightDrawer, type RightDrawerMode } from './panels/right-drawer';
import { useDayWaitlist } from './waitlist/use-day-waitlist';
import { WaitlistSection } from './waitlist/waitlist-section';

/** Booking Calendar (spec 1 §2): /calendar?activity=<id>&date=YYYY-MM-DD. */
export function CalendarPage() {
  // The cart drawer's hold words load with the page, so opening the drawer never suspends the page.
  const { t } = useTranslation(['calendar', 'holds']);
  const [params, setParams] = useCalendarParams();
  const { activityId, date } = params;
  const activities = useActivities();
  const cart = useCart();
  const cartCount = useCartSlotCount();
  const actions = useSlotActions();
  const location = useLocation();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<RightDrawerMode>(null);
  // The day on screen could not be fetched (e.g. an activity of another club in a bookmark).
  const [failedDay, setFailedDay] = useState<string | null>(null);
  const dayKey = `${activityId}|${date}`;
  const refresh = useCallback(() => {
    void resyncCalendar().then((result) => setFailedDay(result[CALENDAR_DAY_SET] === false ? dayKey : null));
  }, [dayKey]);

  useEffect(() => {
    void loadCart();
    // Known before a sport is picked, so a day never mirrored is asked for without a read first.
    void loadMirroredDayKeys();
  }, []);

  useEffect(() => {
    if (activityId === null) {
      setCalendarFocus(null);
      return;
    }
    // The fetch its pick started, if any (not sent twice); else a new one.
    void showCalendarDay({ activityId, date }).then((result) => setFailedDay(result[CALENDAR_DAY_SET] === false ? dayKey : null));
  }, [activityId, date, dayKey]);
  useEffect(() => () => setCalendarFocus(null), []);
  // A picked sport or date is fetched from the pick itself, before the page draws for its address.
  const pick = useCallback(
    (next: Partial<CalendarParams>) => {
      const day = { activityId: next.activityId === undefined ? activityId : next.activityId, date: next.date ?? date };
      if (day.activityId !== null && `${day.activityId}|${day.date}` !== dayKey)
        startCalendarDay({ activityId: day.activityId, date: day.date });
      setParams(next);
    },
    [activityId, date, dayKey, setParams],
  );

  useCalendarLive(activityId, date);
  // The offline banner tells the age of the day on screen.
  useScreenData(activityId === null ? null : calendarDaySet(activityId, date));
  useCartExpiry(useCallback(() => void resyncCalendar(), []));

  // Checkout success comes back here with the new booking to show (spec 1 §4).
  const bookedId = (location.state as { bookingId?: number } | null)?.bookingId;
  useEffect(() => {
    if (!bookedId) return;
    setDrawer({ kind: 'details', bookingId: bookedId });
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [bookedId, navigate, location.pathname, location.search]);

  // The day's waitlist, read again with the day (ADR 0080); a booking opened from its cell shows its slot's queue.
  const waitlist = useDayWaitlist(activityId, date, useCalendarDay(activityId, date)?.fetchedAt);
  const [bookedSlot, setBookedSlot] = useState<Slot | null>(null);
  const openBooking = useCallback((bookingId: number, slot?: Slot) => {
    setBookedSlot(slot ?? null);
    setDrawer({ kind: 'details', bookingId });
  }, []);
  const openCart = useCallback(() => setDrawer({ kind: 'summary' }), []);
  const dateInput = useRef<HTMLButtonElement>(null);
  useCalendarShortcuts({ date, setParams, openCart, dateInput });

  if (activities === undefined) return <Loader m="xl" />;

  return (
    // The open drawer takes its width from the page, so the grid stays usable beside it (spec 1 §2).
    <Stack gap="sm" p="md" pr={drawer ? RIGHT_DRAWER_WIDTH + 16 : undefined}>
      <Title order={2} size="h3">
        {t('calendar:title')}
      </Title>
      <AvailabilityBar
        activities={activities}
        activityId={activityId}
        date={date}
        cartCount={cartCount}
        onChange={pick}
        onShow={refresh}
        onCartClick={openCart}
        dateRef={dateInput}
      />
      {activityId === null ? (
        <Center mih={240}>
          <Text c="dimmed" size="lg">
            {t('calendar:selectActivity')}
          </Text>
        </Center>
      ) : (
        // A new day starts with no slot selected.
        <CalendarDay
          key={dayKey}
          activityId={activityId}
          date={date}
          loadFailed={failedDay === dayKey}
          onOpenCart={openCart}
          onOpenBooking={openBooking}
          waitlist={waitlist}
        />
      )}
      <RightDrawer
        mode={drawer}
        onClose={() => setDrawer(null)}
        summary={
          <CartPanel
            cart={cart}
            onRemove={async (id) => {
              const outcome = await actions.removeFromCart(id);
              // Removing the last slot closes the drawer (spec 1 §4).
              if (outcome.ok && (outcome.cart?.slots.length ?? 0) === 0) setDrawer(null);
            }}
            onClearAll={async () => {
              const outcome = await actions.clearCart();
              if (outcome.ok) setDrawer(null);
            }}
            onProceed={actions.proceed}
          />
        }
        details={(bookingId) => (
          <Stack gap="md">
            {bookedSlot?.bookingId === bookingId && bookedSlot.activityType === 0 && (
              <WaitlistSection slot={bookedSlot} entries={waitlist.entries} loaded={waitlist.loaded} onChanged={waitlist.reload} />
            )}
            <BookingDetailsPanel bookingId={bookingId} onChanged={refresh} />
          </Stack>
        )}
      />
    </Stack>
  );
}
