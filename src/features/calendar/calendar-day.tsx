import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '../../../contract/availability';
import { settingsFromStored } from '../../../contract/club-settings';
import { DataAge } from '../../components/data-age';
import { useCart } from '../../lib/cart/cart-store';
import { useOnline } from '../../lib/online/online-store';
import { useSession } from '../../lib/session/session-store';
import { i18n } from '../../lib/i18n/i18n';
import { displayDate, nowTimeIn, shortTime, todayIn } from '../../lib/time/club-date';
import { useCalendarDay } from '../../offline/calendar-days';
import { buildGrid, rowEnded, type GridRow } from './grid/grid-model';
import { SlotGrid, type GridSelection } from './grid/slot-grid';
import { SlotLegend } from './grid/slot-legend';
import { useSlotActions } from './hooks/use-slot-actions';
import { FreeSlotPanel } from './panels/free-slot-panel';
import { GroupSlotDrawer } from './panels/group-slot-drawer';
import { InfoSlotPanel } from './panels/info-slot-panel';
import { LockedSlotPanel } from './panels/locked-slot-panel';
import { pastSlot, PastSlotTexts, type PastSlot } from './panels/past-slot';
import type { DayWaitlist } from './waitlist/use-day-waitlist';
import { overlayWaitlist } from './waitlist/waitlist-overlay';
import { WaitlistSection } from './waitlist/waitlist-section';

/** What the day's place says when there is no grid to show, in the language on screen. */
export const DayTexts = {
  get notMirrored() {
    return i18n.t('calendar:day.notMirrored');
  },
  get noCourts() {
    return i18n.t('calendar:day.noCourts');
  },
  get notLoaded() {
    return i18n.t('calendar:day.notLoaded');
  },
};

interface SlotKey {
  courtId: number;
  time: string;
}

interface CalendarDayProps {
  activityId: number;
  date: string;
  /** The last fetch of this day failed (and nothing was mirrored before). */
  loadFailed: boolean;
  onOpenCart: () => void;
  /** The slot it was opened from, when a booked cell was clicked (its waitlist shows beside the booking). */
  onOpenBooking: (bookingId: number, slot?: Slot) => void;
  /** The day's waitlist, laid over the grid: "Offered to <name>", "2 waiting" (ADR 0080). */
  waitlist: DayWaitlist;
}

/** The grid of one mirrored day, its age, the slot panel and the group-slot drawer. */
export function CalendarDay({ activityId, date, loadFailed, onOpenCart, onOpenBooking, waitlist }: CalendarDayProps) {
  const { t, i18n: shown } = useTranslation('calendar');
  const day = useCalendarDay(activityId, date);
  const online = useOnline();
  const cart = useCart();
  const actions = useSlotActions();
  const model = useMemo(() => (day ? buildGrid(overlayWaitlist(day.courts, waitlist.entries)) : null), [day, waitlist.entries]);
  const session = useSession();
  const timeZone = session?.timeZone;
  // Read once per config, not on every render of the day (a schema parse, on the path to the first grid).
  const config = session?.config;
  const lookbackHours = useMemo(() => settingsFromStored(config).pastBookingLookbackHours, [config]);
  const minute = useMinuteTick();
  const clock = useMemo(() => {
    const now = new Date(minute);
    return { today: todayIn(timeZone, now), nowTime: nowTimeIn(timeZone, now) };
  }, [timeZone, minute]);
  const isEnded = useCallback((row: GridRow) => rowEnded(row, date, clock.today, clock.nowTime), [date, clock]);
  const pastOf = useCallback((slot: Slot): PastSlot => pastSlot(slot, clock.today, clock.nowTime, lookbackHours), [clock, lookbackHours]);
  // Selections are kept by court and time so a live refresh keeps them on the same slot.
  const [popoverKey, setPopoverKey] = useState<SlotKey | null>(null);
  const [groupKey, setGroupKey] = useState<SlotKey | null>(null);

  const find = useCallback(
    (key: SlotKey | null): { slot: Slot; at: GridSelection } | null => {
      if (!key || !model) return null;
      const col = model.courts.findIndex((court) => court.courtId === key.courtId);
      const row = model.rows.findIndex((r) => r.time === key.time);
      const slot = model.rows[row]?.cells[col];
      return slot ? { slot, at: { row, col } } : null;
    },
    [model],
  );

  const onSlotClick = useCallback(
    (slot: Slot) => {
      const key = { courtId: slot.courtId, time: slot.slotTime };
      if (slot.activityType === 1 && (slot.status === 'Book' || slot.status === 'Booked')) setGroupKey(key);
      else if (slot.status === 'Booked' && slot.bookingId !== null) onOpenBooking(slot.bookingId, slot);
      else setPopoverKey(key);
    },
    [onOpenBooking],
  );
  const closePopover = useCallback(() => setPopoverKey(null), []);

  if (day === undefined) return <Loader m="xl" />;
  if (day === null) {
    return (
      <Center mih={200}>
        <Text c="dimmed">{!online ? DayTexts.notMirrored : loadFailed ? DayTexts.notLoaded : t('calendar:day.loading')}</Text>
      </Center>
    );
  }

  // Booking a slot that has already ended (a walk-in recorded after play) is asked first.
  const confirmPast = (slot: Slot, action: () => void) => {
    if (!pastOf(slot).ended) {
      action();
      return;
    }
    modals.openConfirmModal({
      title: PastSlotTexts.confirmTitle,
      children: (
        <Text size="sm">
          {PastSlotTexts.confirmBody(t('calendar:past.when', { time: shortTime(slot.endTime), date: displayDate(slot.slotDate) }))}
        </Text>
      ),
      labels: { confirm: PastSlotTexts.confirm, cancel: t('calendar:past.cancel') },
      onConfirm: action,
    });
  };

  const popover = find(popoverKey);
  const group = find(groupKey);
  const cartedId = (slot: Slot) =>
    cart?.slots.find((item) => item.courtId === slot.courtId && item.slotDate === slot.slotDate && item.slotTime === slot.slotTime)
      ?.cartedSlotId;

  let panel = null;
  if (popover) {
    const { slot } = popover;
    if (slot.status === 'Book') {
      panel = (
        <FreeSlotPanel
          slot={slot}
          busy={actions.busy}
          past={pastOf(slot)}
          onBookNow={() => confirmPast(slot, () => void actions.bookNow(slot))}
          onAddToCart={() => confirmPast(slot, () => void actions.addToCart(slot).then((ok) => ok && closePopover()))}
        />
      );
    } else if (slot.status === 'Locked') {
      panel = <LockedSlotPanel slot={slot} />;
    } else {
      const carted = cartedId(slot);
      panel = (
        <InfoSlotPanel
          slot={slot}
          busy={actions.busy}
          onOpenCart={() => {
            closePopover();
            onOpenCart();
          }}
          onRemoveFromCart={carted === undefined ? undefined : () => void actions.removeFromCart(carted).then(closePopover)}
          onOpenBooking={
            slot.bookingId === null
              ? undefined
              : () => {
                  closePopover();
                  onOpenBooking(slot.bookingId as number, slot);
                }
          }
        >
          {slot.activityType === 0 && slot.status !== 'Blocked' && (
            <WaitlistSection slot={slot} entries={waitlist.entries} loaded={waitlist.loaded} onChanged={waitlist.reload} />
          )}
        </InfoSlotPanel>
      );
    }
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <SlotLegend />
        <DataAge fetchedAt={day.fetchedAt} c={online ? 'dimmed' : 'orange'} />
      </Group>
      {model && model.rows.length > 0 ? (
        <SlotGrid
          // Cells say their words once and are kept while unchanged (memo): a new language draws them again.
          key={shown.language}
          model={model}
          selection={popover?.at ?? null}
          panel={panel}
          onSlotClick={onSlotClick}
          onPanelClose={closePopover}
          isEnded={isEnded}
          label={t('calendar:day.gridLabel', { date: displayDate(date) })}
        />
      ) : (
        <Text c="dimmed">{DayTexts.noCourts}</Text>
      )}
      <GroupSlotDrawer
        slot={group?.slot ?? null}
        busy={actions.busy}
        past={group ? pastOf(group.slot) : undefined}
        onClose={() => setGroupKey(null)}
        onAddToCart={(count) =>
          group && confirmPast(group.slot, () => void actions.addToCart(group.slot, count).then((ok) => ok && setGroupKey(null)))
        }
        onBookNow={(count) => group && confirmPast(group.slot, () => void actions.bookNow(group.slot, count))}
        onOpenBooking={(bookingId) => {
          setGroupKey(null);
          onOpenBooking(bookingId);
        }}
      />
    </Stack>
  );
}

/** The current minute (ms), so rows turn muted as their time goes by. */
function useMinuteTick(): number {
  const [minute, setMinute] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  useEffect(() => {
    const timer = window.setInterval(() => setMinute(Math.floor(Date.now() / 60_000) * 60_000), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return minute;
}
