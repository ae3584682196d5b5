import { Alert, Button, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BlockingRow } from '../../../contract/blocking';
import { isNameSearch, searchInputProblem, SearchMessages } from '../../../contract/search';
import { useCurrencySymbol } from '../../lib/money';
import { useOnline } from '../../lib/online/online-store';
import { unblockSlots } from '../../lib/pattern/pattern-api';
import { resyncCalendar } from '../../offline/calendar-days';
import { useActivities } from '../../offline/mirror-queries';
import { useShortcutFocus } from '../../lib/shortcuts/use-shortcut';
import { BookingDrawer } from './booking-drawer';
import { PatternDrawer } from './pattern-drawer';
import { BlockedTable } from './tables/blocked-table';
import { BulkTable } from './tables/bulk-table';
import { RegularTable } from './tables/regular-table';
import { useSearch, type ViewKind } from './use-search';
import { unblockQuestion } from './tables/unblock-question';
import { useTranslation } from 'react-i18next';
import { searchWords } from './search-words';

const kindOf = (v: string | null): ViewKind => (v === 'bulk' || v === 'blocked' ? v : 'regular');

/** Spec 2's member search by name waits this long after the last key. */
const NAME_DEBOUNCE_MS = 500;
/** Said in place of the results while offline (issue 27 item 11): search reads the server. */
export const SEARCH_NEEDS_CONNECTION = 'Find Bookings needs a connection. Search again when it is back.';

/** Find Bookings (spec 1 §2, §4, §5): Regular / Bulk search, the blocked-slots view, the side drawer. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const activities = useActivities() ?? [];
  const currency = useCurrencySymbol();
  const online = useOnline();
  const [kind, setKind] = useState<ViewKind>(kindOf(params.get('type')));
  const searchField = useShortcutFocus<HTMLInputElement>('searchBooking');
  const [text, setText] = useState(params.get('input') ?? '');
  const [activityId, setActivityId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openBooking, setOpenBooking] = useState<number | null>(null);
  // A new pattern booking lands here with its card open (spec 1 §4: success loads the bulk booking details).
  const [openPattern, setOpenPattern] = useState<number | null>(Number(params.get('open')) || null);
  const [unblocking, setUnblocking] = useState<number | null>(null);
  const { results, loading, locked, run } = useSearch();
  const disabled = locked || !online;
  const [typed] = useDebouncedValue(text, NAME_DEBOUNCE_MS);

  // The first load: the text the home search (or a checkout) opened us with, else the default
  // list. Offline it waits for the connection instead of failing into a toast.
  useEffect(() => {
    if (!online) return;
    const input = params.get('input')?.trim();
    const problem = input ? searchInputProblem(input) : null;
    if (problem) setError(searchWords(problem));
    void run(kindOf(params.get('type')), input && !problem ? input : null, 1, null);
  }, [params, run, online]);

  const search = async (input: string) => {
    const refused = await run(kind, input, 1, activityId);
    if (refused) setError(searchWords(refused));
  };

  // A name searches by itself once the typing stops (spec 2's member search); an id or a phone
  // number waits for Enter, since "12" on the way to "123" is another booking.
  useEffect(() => {
    const input = typed.trim();
    if (kind === 'blocked' || !online || !isNameSearch(input)) return;
    const problem = searchInputProblem(input);
    if (problem === SearchMessages.inputTooLong) setError(searchWords(problem));
    if (problem) return;
    setError(null);
    void search(input);
    // Only a newly settled text searches; the kind, activity and page have their own triggers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const switchKind = (next: ViewKind) => {
    setKind(next);
    setText('');
    setError(null);
    void run(next, null, 1, activityId);
  };
  const show = () => {
    if (kind === 'blocked') return void run(kind, null, 1, activityId);
    const input = text.trim();
    if (!input) return setError(searchWords(SearchMessages.inputRequired));
    const problem = searchInputProblem(input);
    if (problem) return setError(searchWords(problem));
    setError(null);
    void search(input);
  };
  // Unblocking frees court time other desks can sell at once: it asks first (issue 27 item 7).
  const confirmUnblock = (row: BlockingRow) =>
    modals.openConfirmModal({
      title: t('search:unblock.title'),
      children: <Text size="sm">{unblockQuestion(row)}</Text>,
      labels: { confirm: t('search:unblock.confirm'), cancel: t('search:unblock.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void unblock(row),
    });
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
      <Title order={2}>{t('search:title')}</Title>
      <Radio.Group value={kind} onChange={(v) => switchKind(kindOf(v))}>
        <Group>
          <Radio value="regular" label={t('search:kind.regular')} disabled={disabled} />
          <Radio value="bulk" label={t('search:kind.bulk')} disabled={disabled} />
          <Radio value="blocked" label={t('search:kind.blocked')} disabled={disabled} />
        </Group>
      </Radio.Group>
      <Group align="flex-start" wrap="wrap">
        {kind !== 'blocked' && (
          <TextInput
            ref={searchField}
            aria-label={t('search:search')}
            placeholder={kind === 'bulk' ? t('search:bulkPlaceholder') : t('search:regularPlaceholder')}
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
            w={340}
          />
        )}
        <Select
          aria-label={t('search:activity')}
          placeholder={kind === 'blocked' ? t('search:selectSport') : t('search:allActivities')}
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
          {t('search:show')}
        </Button>
        {!online && (
          <Text size="xs" c="dimmed" mt={10}>
            {t('common:write.needsConnection')}
          </Text>
        )}
      </Group>
      {!online && (
        <Alert color="gray" data-testid="search-offline">
          {t('search:needsConnection')}
        </Alert>
      )}
      {online && kind === 'blocked' && activityId === null && <Text c="dimmed">{t('search:selectActivityHint')}</Text>}
      {online && empty && !(kind === 'blocked' && activityId === null) && (
        <Alert color="gray" data-testid="no-results">
          {t('search:message.noResults')}
        </Alert>
      )}
      {online && results?.kind === 'regular' && kind === 'regular' && results.regular.length > 0 && (
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
      {online && results?.kind === 'bulk' && kind === 'bulk' && results.bulk.length > 0 && (
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
      {online && results?.kind === 'blocked' && kind === 'blocked' && results.blocked.length > 0 && (
        <BlockedTable
          rows={results.blocked}
          total={results.total}
          page={results.page}
          loading={loading}
          busyId={unblocking}
          onPage={page}
          onUnblock={confirmUnblock}
        />
      )}
      <BookingDrawer bookingId={openBooking} onClose={() => setOpenBooking(null)} onChanged={refresh} />
      <PatternDrawer patternId={openPattern} onClose={() => setOpenPattern(null)} onChanged={refresh} />
    </Stack>
  );
}
