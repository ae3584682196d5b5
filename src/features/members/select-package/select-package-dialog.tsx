import { Badge, Group, List, Loader, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MembershipPackage } from '../../../../contract/packages';
import { endpoints } from '../../../../contract/endpoint-table';
import { api } from '../../../lib/api/client';
import { formatMoney, useCurrencySymbol } from '../../../lib/money';
import { displayDate } from '../../../lib/time/club-date';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  onClose: () => void;
  onSelect: (p: MembershipPackage) => void;
}

/** Loads the next page when the list is scrolled this close to its bottom. */
const NEAR_BOTTOM_PX = 40;

/**
 * Select Package (spec 2 §2): the club's active packages as an infinite-scroll list, first page 1;
 * the next page loads at the bottom until paginationData.next is -1.
 */
export function SelectPackageDialog({ opened, onClose, onSelect }: Props) {
  const { t } = useTranslation('members');
  const symbol = useCurrencySymbol();
  const [items, setItems] = useState<MembershipPackage[]>([]);
  const [next, setNext] = useState(1);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  // The last page asked for: a page is never fetched twice (scroll and the fill-up both ask).
  const asked = useRef(0);

  const load = useCallback(async (page: number) => {
    if (busy.current || page === -1 || page <= asked.current) return;
    busy.current = true;
    asked.current = page;
    setLoading(true);
    const outcome = await api.call(endpoints.packages.list, { page, active: 1 }, { present: { failure: 'error' } });
    busy.current = false;
    setLoading(false);
    if (!outcome.ok) return setNext(-1);
    setItems((prev) => (page === 1 ? [] : prev).concat(outcome.data.packages ?? []));
    setNext(outcome.data.paginationData?.next ?? -1);
  }, []);

  useEffect(() => {
    if (!opened) return;
    setItems([]);
    setNext(1);
    asked.current = 0;
    void load(1);
  }, [opened, load]);

  const box = useRef<HTMLDivElement>(null);
  const nearBottom = () => {
    const el = box.current;
    return el !== null && el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  };
  // A page that does not fill the box cannot be scrolled: load the next one straight away.
  useEffect(() => {
    if (opened && !loading && next !== -1 && items.length > 0 && nearBottom()) void load(next);
  }, [opened, loading, next, items.length, load]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('members:selectPackage.title')} size="lg">
      <div
        ref={box}
        style={{ maxHeight: '60vh', overflowY: 'auto' }}
        onScroll={() => nearBottom() && void load(next)}
        data-testid="select-package-list"
      >
        <Stack gap="xs">
          {items.map((p) => (
            <UnstyledButton
              key={p.packageId}
              onClick={() => onSelect(p)}
              aria-label={t('members:selectPackage.select', { name: p.packageName })}
              disabled={p.availableTickets === 0}
            >
              <Paper withBorder p="sm" radius="sm" style={{ opacity: p.availableTickets === 0 ? 0.5 : 1 }}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {p.packageName}
                    </Text>
                    {p.description && (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {p.description}
                      </Text>
                    )}
                    {p.additionalInfo.length > 0 && (
                      <List size="xs">
                        {p.additionalInfo.map((l, i) => (
                          <List.Item key={i}>{l}</List.Item>
                        ))}
                      </List>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('members:selectPackage.period', { period: p.period, date: displayDate(p.startDate) })}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <Text fw={700}>{formatMoney(p.packagePrice, symbol)}</Text>
                    <Badge variant="light" color={p.availableTickets === 0 ? 'red' : 'teal'}>
                      {p.availableTickets === null
                        ? t('members:selectPackage.noLimit')
                        : t('members:selectPackage.left', { available: p.availableTickets, total: p.totalTickets })}
                    </Badge>
                  </Stack>
                </Group>
              </Paper>
            </UnstyledButton>
          ))}
          {loading && (
            <Group justify="center" p="sm">
              <Loader size="sm" />
            </Group>
          )}
          {!loading && items.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('members:selectPackage.none')}
            </Text>
          )}
        </Stack>
      </div>
    </Modal>
  );
}
