import { Button, Center, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ALL_SUB_CATEGORIES, EVENT_EXPORT_FILE, EventMessages } from '../../../contract/events';
import { endpoints } from '../../../contract/endpoint-table';
import { Feature } from '../../../contract/features';
import { NeedsConnection, useNeedsConnection } from '../../components/needs-connection';
import { useWriteGuard } from '../../components/write-guard';
import { openDownload } from '../../lib/download-link';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { BookingDrawer } from './booking-drawer';
import { EditTicketsDialog } from './edit-tickets-dialog';
import { ManageDialogs, type ManageKind } from './manage/manage-dialogs';
import { WriteButton } from '../../components/write-button';
import { eventsApi } from './events-api';
import { RegistrationTable } from './registration-table';
import { SummaryCards } from './summary-cards';
import { useEventCategories } from './use-event-categories';
import { useEventRegistrations, type EventSort } from './use-event-registrations';
import { displayDate } from '../../lib/time/club-date';
import { useTranslation } from 'react-i18next';
import { contractWords } from '../../lib/i18n/contract-words';

/** Events & Passes (spec 2 §2, §4): selects, Active switch, six cards, registrations, Export. */
export function EventsPage() {
  const { t } = useTranslation('events');
  const symbol = useCurrencySymbol();
  const guard = useWriteGuard(Feature.events);
  const [events, setEvents] = useState<{ id: number; name: string }[] | null | 'failed'>(null);
  const [eventId, setEventId] = useState<number | null>(null);
  const { cats, subs, setCats, load: loadCategories } = useEventCategories();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [sub, setSub] = useState<number>(ALL_SUB_CATEGORIES);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<EventSort>({ key: 'id', order: 'desc' });
  const [ticketsOpen, setTicketsOpen] = useState(false);
  const [drawer, setDrawer] = useState<number | null>(null);
  const [manage, setManage] = useState<ManageKind | null>(null);

  const loadEvents = useCallback(async () => {
    const o = await eventsApi.events();
    setEvents(o.ok ? (o.data.eventList ?? []) : 'failed');
  }, []);
  useEffect(() => {
    void loadEvents();
  }, [loadEvents]);
  const offline = useNeedsConnection(Array.isArray(events), loadEvents);
  const filter = useMemo(
    () => ({ eventId: eventId ?? undefined, categoryId: categoryId ?? undefined, subCategory: sub }),
    [eventId, categoryId, sub],
  );
  const { summary, rows, total, loading, reload, clearSummary } = useEventRegistrations(filter, page, sort);
  useEffect(() => {
    if (events !== null && events !== 'failed') void reload();
  }, [events, reload]);

  // Changing the event resets category, sub-category, page and summary (spec 2 §4).
  const chooseEvent = async (id: string | null) => {
    setEventId(id ? Number(id) : null);
    setCategoryId(null);
    setSub(ALL_SUB_CATEGORIES);
    setPage(1);
    clearSummary();
    await loadCategories(id ? Number(id) : null);
  };
  const category = cats.find((c) => c.id === categoryId) ?? null;
  const event = events && events !== 'failed' ? (events.find((e) => e.id === eventId) ?? null) : null;
  const subOptions = subs.filter((s) => categoryId === null || s.categoryId === categoryId);
  const toggleActive = async (active: boolean) => {
    if (!category) return;
    if ((await eventsApi.setStatus(category.id, active)).ok) setCats(cats.map((c) => (c.id === category.id ? { ...c, active } : c)));
  };
  const openTickets = () =>
    category ? setTicketsOpen(true) : notifications.show({ color: 'red', message: contractWords(EventMessages.selectCategory) });

  if (offline) {
    return (
      <Stack p="md" gap="md">
        <Title order={3}>{t('events:title')}</Title>
        <NeedsConnection what={t('events:title')} />
      </Stack>
    );
  }
  if (events === 'failed') {
    return (
      <Center mih={300}>
        <Text c="dimmed">{contractWords(EventMessages.notAvailable)}</Text>
      </Center>
    );
  }
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('events:title')}</Title>
        <Group gap="xs">
          <WriteButton feature={Feature.events} variant="default" onClick={() => setManage('event-new')}>
            {t('events:newEvent')}
          </WriteButton>
          {event && (
            <WriteButton feature={Feature.events} onClick={() => setManage('register')}>
              {t('events:register')}
            </WriteButton>
          )}
          <Button variant="default" onClick={() => void openDownload(endpoints.events.bookingListDownload, filter, EVENT_EXPORT_FILE)}>
            {t('events:export')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <Select
          label={t('events:event')}
          placeholder={t('events:allEvents')}
          clearable
          data={(events ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          value={eventId ? String(eventId) : null}
          onChange={(v) => void chooseEvent(v)}
          w={220}
        />
        {eventId !== null && subs.length > 0 && (
          <Select
            label={t('events:subCategory')}
            data={[
              { value: String(ALL_SUB_CATEGORIES), label: t('events:all') },
              ...subOptions.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            value={String(sub)}
            onChange={(v) => {
              setSub(Number(v ?? ALL_SUB_CATEGORIES));
              setPage(1);
            }}
            allowDeselect={false}
            w={200}
          />
        )}
        <Select
          label={t('events:category')}
          placeholder={t('events:allCategories')}
          clearable
          disabled={eventId === null}
          data={cats.map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId ? String(categoryId) : null}
          onChange={(v) => {
            setCategoryId(v ? Number(v) : null);
            setSub(ALL_SUB_CATEGORIES);
            setPage(1);
          }}
          w={220}
        />
        {category && (
          <Switch
            label={t('events:active')}
            checked={category.active}
            disabled={guard.disabled}
            onChange={(e) => void toggleActive(e.currentTarget.checked)}
            mb={8}
          />
        )}
        {event && (
          <Group gap="xs" mb={2}>
            <WriteButton feature={Feature.events} variant="subtle" size="compact-sm" onClick={() => setManage('event-edit')}>
              {t('events:editEvent')}
            </WriteButton>
            <WriteButton feature={Feature.events} variant="subtle" size="compact-sm" onClick={() => setManage('category-new')}>
              {t('events:addCategory')}
            </WriteButton>
            {category && (
              <WriteButton feature={Feature.events} variant="subtle" size="compact-sm" onClick={() => setManage('category-edit')}>
                {t('events:editCategory')}
              </WriteButton>
            )}
          </Group>
        )}
      </Group>
      {event && (
        <Text size="sm" c="dimmed" data-testid="event-heading">
          {event.name}
          {category
            ? ` · ${t('events:heading', {
                category: category.name,
                price: formatMoney(category.price, symbol),
                from: displayDate(category.startDate),
                to: displayDate(category.endDate),
              })}`
            : ''}
        </Text>
      )}
      {events !== null && events.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('events:noEvents')}
        </Text>
      )}
      {guard.reason && (
        <Text size="xs" c="dimmed">
          {guard.reason}
        </Text>
      )}
      <SummaryCards summary={summary} symbol={symbol} onEditTickets={openTickets} />
      <RegistrationTable
        rows={rows}
        total={total}
        page={page}
        sort={sort}
        loading={loading}
        symbol={symbol}
        onPage={setPage}
        onSort={(s) => {
          setSort(s);
          setPage(1);
        }}
        onOpen={setDrawer}
      />
      {ticketsOpen && category && (
        <EditTicketsDialog
          categoryId={category.id}
          total={category.totalTickets}
          sold={category.soldTickets}
          onClose={() => setTicketsOpen(false)}
          onSaved={() => {
            setTicketsOpen(false);
            void chooseEventKeep();
          }}
        />
      )}
      <BookingDrawer bookingId={drawer} symbol={symbol} onClose={() => setDrawer(null)} />
      <ManageDialogs
        kind={manage}
        event={event}
        category={category}
        categories={cats}
        subs={subs}
        symbol={symbol}
        onClose={() => setManage(null)}
        onEventSaved={(id) => {
          setManage(null);
          void loadEvents().then(() => (id === eventId ? undefined : chooseEvent(String(id))));
        }}
        onChanged={(close) => {
          if (close) setManage(null);
          void chooseEventKeep();
        }}
      />
    </Stack>
  );

  async function chooseEventKeep() {
    if (eventId === null) return;
    await loadCategories(eventId, true);
    await reload();
  }
}
