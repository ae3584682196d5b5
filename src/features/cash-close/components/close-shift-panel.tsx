import { Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashCloseRow, ShiftTakings } from '../../../../contract/cash-close';
import { Feature } from '../../../../contract/features';
import { AmountInput } from '../../../components/typed-input/amount-input';
import { isRefused, type TypedValue } from '../../../components/typed-input/typed-text-input';
import { WriteButton } from '../../../components/write-button';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { useSession } from '../../../lib/session/session-store';
import { closeShift, fetchCurrentShift } from '../api/cash-close-api';
import { clubMoment, drawerDifference } from '../closed-at';

/** The signed-in person's shift: what they took by mode since their last close, the count, Close shift. */
export function CloseShiftPanel({ onClosed }: { onClosed(close: CashCloseRow): void }) {
  const { t } = useTranslation('cash-close');
  const session = useSession();
  const symbol = useCurrencySymbol();
  const money = (v: number) => formatMoney(v, symbol);
  const [shift, setShift] = useState<ShiftTakings | null>(null);
  const [last, setLast] = useState<CashCloseRow | null>(null);
  const [counted, setCounted] = useState<TypedValue>('');
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    void fetchCurrentShift().then((o) => {
      if (!o.ok) return;
      setShift(o.data.shift ?? null);
      setLast(o.data.lastClose ?? null);
    });
  }, []);
  useEffect(load, [load]);

  if (!shift) return <Loader size="sm" />;
  // Refused text ("-5", "2.505") shows its message in the field and leaves Close shift disabled.
  const countedNumber = typeof counted === 'number' && !isRefused(counted) ? counted : null;
  const difference = countedNumber === null ? null : drawerDifference(countedNumber, shift.cash);

  const submit = async () => {
    if (countedNumber === null) return;
    setBusy(true);
    const outcome = await closeShift(countedNumber, remarks);
    setBusy(false);
    if (!outcome.ok || !outcome.data.close) return;
    setCounted('');
    setRemarks('');
    onClosed(outcome.data.close);
    load();
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('cash-close:shift.title')}</Text>
        <Text size="sm" c="dimmed" data-testid="shift-since">
          {shift.since ? t('cash-close:shift.since', { at: clubMoment(shift.since, session?.timeZone) }) : t('cash-close:shift.never')} ·{' '}
          {shift.transactions === 0 ? t('cash-close:shift.nothing') : t('cash-close:shift.transactions', { count: shift.transactions })}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {(
            [
              [t('cash-close:shift.cash'), shift.cash, 'shift-cash'],
              [t('cash-close:shift.card'), shift.card, 'shift-card'],
              [t('cash-close:shift.other'), shift.other, 'shift-other'],
              [t('cash-close:shift.upi'), shift.upi, 'shift-upi'],
              [t('cash-close:shift.total'), shift.total, 'shift-total'],
            ] as const
          ).map(([label, value, id]) => (
            <div key={label}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={700} data-testid={id}>
                {money(value)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Group align="end" wrap="wrap">
          <AmountInput
            label={t('cash-close:shift.counted')}
            field={t('cash-close:shift.countedField')}
            value={counted}
            onChange={setCounted}
            w={220}
          />
          <TextInput
            label={t('cash-close:shift.remarks')}
            value={remarks}
            onChange={(e) => setRemarks(e.currentTarget.value)}
            maxLength={200}
            w={260}
          />
          <WriteButton feature={Feature.bookingCalendar} disabled={countedNumber === null} loading={busy} onClick={() => void submit()}>
            {t('cash-close:shift.close')}
          </WriteButton>
        </Group>
        {difference !== null && (
          <Text size="sm" c={difference === 0 ? 'green' : 'red'} data-testid="shift-difference">
            {t('cash-close:shift.difference', { amount: money(difference) })}{' '}
            {difference < 0 ? t('cash-close:shift.short') : difference > 0 ? t('cash-close:shift.over') : t('cash-close:shift.matches')}
          </Text>
        )}
        {last && (
          <Text size="xs" c="dimmed" data-testid="last-close">
            {t('cash-close:shift.last', {
              at: clubMoment(last.closedAt, session?.timeZone),
              counted: money(last.countedCash),
              difference: money(last.difference),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
