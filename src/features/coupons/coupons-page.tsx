import { Anchor, Button, Group, Menu, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponMessages, type CouponDetail } from '../../../contract/coupons';
import { Feature } from '../../../contract/features';
import { NeedsConnection, useNeedsConnection } from '../../components/needs-connection';
import { WriteButton } from '../../components/write-button';
import { formatMoney, useCurrencySymbol } from '../../lib/money';
import { useActivities } from '../../offline/mirror-queries';
import { CodesDialog } from './codes-dialog';
import { CouponDialog } from './coupon-dialog';
import { EMPTY_COUPON, daysLabel, formOfDetail, type CouponFormValues } from './coupon-form';
import { useCouponList } from './use-coupon-list';
import { contractWords } from '../../lib/i18n/contract-words';
import { clubStamp, displayDate } from '../../lib/time/club-date';
import { currentSession } from '../../lib/session/session-store';

/** Coupons (spec 2 §2): search by code, Generate Coupons, the list, Coupon Codes, Edit Details. */
export function CouponsPage() {
  const { t } = useTranslation('coupons');
  const symbol = useCurrencySymbol();
  const activities = useActivities() ?? [];
  const [page, setPage] = useState(1);
  const [code, setCode] = useState('');
  const [searched, setSearched] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [dialog, setDialog] = useState<{ initial: CouponFormValues; editId: number | null } | null>(null);
  const [codesOf, setCodesOf] = useState<number | null>(null);

  const { list, pages, locked, load, loaded } = useCouponList(page, searched);
  const offline = useNeedsConnection(loaded, load);

  const search = () => {
    const typed = code.trim();
    if (typed && !/^[A-Z0-9]+$/.test(typed)) {
      setCodeError(contractWords(CouponMessages.invalidCode));
      return;
    }
    setPage(1);
    setSearched(typed);
  };
  const activityName = (ids: number[]) =>
    ids.length === 0
      ? t('coupons:page.all')
      : ids.map((id) => activities.find((a) => a.activityId === id)?.activityName ?? `#${id}`).join(', ');
  const discount = (c: CouponDetail) =>
    c.amount !== null
      ? formatMoney(c.amount, symbol)
      : t('coupons:page.percent', { percent: c.percent, limit: formatMoney(c.upperLimit ?? 0, symbol) });

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{t('coupons:page.title')}</Title>
        <WriteButton feature={Feature.coupons} onClick={() => setDialog({ initial: EMPTY_COUPON, editId: null })}>
          {t('coupons:page.generate')}
        </WriteButton>
      </Group>
      <Group align="flex-start">
        <TextInput
          label={t('coupons:page.find')}
          placeholder={t('coupons:page.codePlaceholder')}
          value={code}
          error={codeError}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setCodeError(undefined);
          }}
          w={240}
        />
        <Button mt={25} variant="light" disabled={locked} onClick={search}>
          {t('coupons:page.search')}
        </Button>
      </Group>
      {offline && <NeedsConnection what={t('coupons:page.what')} />}
      {!offline && (
        <>
          <Table striped withTableBorder verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {[
                  t('coupons:page.handler'),
                  t('coupons:page.activity'),
                  t('coupons:page.dates'),
                  t('coupons:page.timing'),
                  t('coupons:page.discount'),
                  t('coupons:page.remarks'),
                  '',
                ].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((c) => (
                <Table.Tr key={c.couponDetailId}>
                  <Table.Td>
                    <Text size="sm">{c.handler}</Text>
                    <Text size="xs" c="dimmed">
                      {clubStamp(currentSession()?.timeZone, c.timestamp)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{activityName(c.activities)}</Table.Td>
                  <Table.Td>
                    <Anchor component="button" onClick={() => setCodesOf(c.couponDetailId)}>
                      {t('coupons:page.range', { from: displayDate(c.startDate), to: displayDate(c.endDate) })}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {daysLabel(c.days)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.startTime ? `${c.startTime.slice(0, 5)} - ${c.endTime?.slice(0, 5)}` : t('coupons:page.allDay')}</Table.Td>
                  <Table.Td>{discount(c)}</Table.Td>
                  <Table.Td>{c.remarks}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <Button size="compact-sm" variant="subtle" aria-label={t('coupons:page.actions', { id: c.couponDetailId })}>
                          ⋮
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setDialog({ initial: formOfDetail(c), editId: c.couponDetailId })}>
                          {t('coupons:page.edit')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {list.length === 0 && <Text c="dimmed">{contractWords(CouponMessages.noResults)}</Text>}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} siblings={2} />}
        </>
      )}
      {dialog && (
        <CouponDialog
          initial={dialog.initial}
          editId={dialog.editId}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void load();
          }}
        />
      )}
      {codesOf !== null && <CodesDialog couponDetailId={codesOf} onClose={() => setCodesOf(null)} />}
    </Stack>
  );
}
