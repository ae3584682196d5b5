import { Alert, Button, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BlockingMessages, type BlockingRow } from '../../../contract/blocking';
import { SearchMessages } from '../../../contract/search';
import { NEEDS_CONNECTION } from '../../components/write-guard';
import { useCurrencySymbol } from '../../lib/money';
import { useOnline } from '../../lib/online/online-store';
import { unblockSlots } from '../../lib/pattern/pattern-api';
import { resyncCalendar } from '../../offline/calendar-days';
import { useActivities } from '../../offline/mirror-queries';
import { BookingDrawer } from './booking-drawer';
import { PatternDrawer } from './pattern-drawer';
import { BlockedTable } from './tables/blocked-table';
import { BulkTable } from './tables/bulk-table';
import { RegularTable } from './tables/regular-table';
import { useSearch, type ViewKind } from './use-search';

const kindOf = (v: string | null): ViewKind => (v === 'bulk' || v === 'blocked' ? v : 'regular');

/** Find Bookings (spec 1 §2, §4, §5): Regular / Bulk search, the blocked-slots view, the side drawer. */
export function SearchPage() {
  const [params] = useSearchParams();
  const activities = useActivities() ?? [];
  const currency = useCurrencySymbol();
  const online = useOnline();
  const [kind, setKind] = useState<ViewKind>(kindOf(params.get('type')));
  const [text, setText] = useState(params.get('input') ?? '');
  const [activityId, setActivityId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openBooking, setOpenBooking] = useState<number | null>(null);
  // A new pattern booking lands here with its card open (spec 1 §4: success loads the bulk booking details).
  const [openPattern, setOpenPattern] = useState<number | null>(Number(params.get('open')) || null);
  const [unblocking, setUnblocking] = useState<number | null>(null);
  const { results, loading, locked, run } = useSearch();
  const disabled = locked || !online;

  // The first load: the text the home search (or a checkout) opened us with, else the default list.
  useEffect(() => {
    const input = params.get('input')?.trim();
    void run(kindOf(params.get('type')), input || null, 1, null);
  }, [params, run]);

  const switchKind = (next: ViewKind) => {
    setKind(next);
    setText('');
    setError(null);
    void run(next, null, 1, activityId);
  };
  const show = () => {
    if (kind === 'blocked') return void run(kind, null, 1, activityId);
    if (!text.trim()) return setError(SearchMessages.inputRequired);
    setError(null);
    void run(kind, text.trim(), 1, activityId);
  };
  const unblock = async (row: BlockingRow) => {
    setUnblocking(row.blockingId);
    const o = await unblockSlots(row.blockingId, []);
    setUnblocking(null);
    if (o.ok) {
      void run('blocked', null, results?.page ?? 1, activityId);
      void resyncCalendar();
    }
  };
  const page = (p: number) => results && void run(results.kind, results.input, p, activityId);
  // After a change from a row menu or a drawer: the same page again, and the calendar follows.
  const refresh = () => {
    if (results) void run(results.kind, results.input, results.page, activityId);
    void resyncCalendar();
  };
  const empty =
    results &&
    results.kind === kind &&
    !loading &&
    (kind === 'regular' ? results.regular.length === 0 : kind === 'bulk' ? results.bulk.length === 0 : results.blocked.length === 0);

  return (
    <Stack gap="md" p="lg">
      <Title order={2}>Find Bookings</Title>
      <Radio.Group value={kind} onChange={(v) => switchKind(kindOf(v))}>
        <Group>
          <Radio value="regular" label="Regular Booking" disabled={disabled} />
          <Radio value="bulk" label="Bulk Booking" disabled={disabled} />
          <Radio value="blocked" label="Blocked Slots" disabled={disabled} />
        </Group>
      </Radio.Group>
      <Group align="flex-start" wrap="wrap">
        {kind !== 'blocked' && (
          <TextInput
            aria-label="Search"
            placeholder={kind === 'bulk' ? SearchMessages.bulkPlaceholder : SearchMessages.regularPlaceholder}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !disabled) show();
            }}
            error={error}
            disabled={disabled}
            w={300}
          />
        )}
        <Select
          aria-label="Activity"
          placeholder={kind === 'blocked' ? 'Select a sport' : 'All activities'}
          clearable={kind !== 'blocked'}
          data={activities.map((a) => ({ value: String(a.activityId), label: a.activityName }))}
          value={activityId === null ? null : String(activityId)}
          onChange={(v) => {
            const id = v ? Number(v) : null;
            setActivityId(id);
            if (kind === 'blocked') void run('blocked', null, 1, id);
          }}
          disabled={disabled}
          w={220}
        />
        <Button onClick={show} disabled={disabled} loading={loading}>
          Show Results
        </Button>
        {!online && (
          <Text size="xs" c="dimmed" mt={10}>
            {NEEDS_CONNECTION}
          </Text>
        )}
      </Group>
      {kind === 'blocked' && activityId === null && <Text c="dimmed">{BlockingMessages.selectActivityHint}</Text>}
      {empty && !(kind === 'blocked' && activityId === null) && (
        <Alert color="gray" data-testid="no-results">
          {SearchMessages.noResults}
        </Alert>
      )}
      {results?.kind === 'regular' && kind === 'regular' && results.regular.length > 0 && (
        <RegularTable
          rows={results.regular}
          total={results.total}
          page={results.page}
          loading={loading}
          currency={currency}
          onPage={page}
          onOpen={(b) => setOpenBooking(b.bookingId)}
          onChanged={refresh}
        />
      )}
      {results?.kind === 'bulk' && kind === 'bulk' && results.bulk.length > 0 && (
        <BulkTable
          rows={results.bulk}
          total={results.total}
          page={results.page}
          loading={loading}
          currency={currency}
          onPage={page}
          onOpen={(p) => setOpenPattern(p.patternBookingId)}
          onChanged={refresh}
        />
      )}
      {results?.kind === 'blocked' && kind === 'blocked' && results.blocked.length > 0 && (
        <BlockedTable
          rows={results.blocked}
          total={results.total}
          page={results.page}
          loading={loading}
          busyId={unblocking}
          onPage={page}
          onUnblock={(r) => void unblock(r)}
        />
      )}
      <BookingDrawer bookingId={openBooking} onClose={() => setOpenBooking(null)} onChanged={refresh} />
      <PatternDrawer patternId={openPattern} onClose={() => setOpenPattern(null)} onChanged={refresh} />
    </Stack>
  );
}
