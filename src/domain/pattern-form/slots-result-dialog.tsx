import { Badge, Button, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { VerifyData, VerifiedSlot } from '../../../contract/bulk';
import { formatMoney } from '../../lib/money';
import { displayDate } from '../../lib/time/club-date';

export interface ResultWording {
  title: string;
  /** Shown above the table when some slots cannot be used. */
  following: string;
  none: string;
  /** Shown when every slot can be used. */
  all: string;
  /** Footer note (e.g. what Continue does). */
  note?: string;
  continueLabel: string;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  data: VerifyData | null;
  wording: ResultWording;
  /** The slots the action would use and the ones it would not. */
  usable: VerifiedSlot[];
  unusable: VerifiedSlot[];
  /** Why Continue is off even with usable slots (e.g. ignore unavailable off). */
  blockedReason?: string | null;
  busy?: boolean;
  onContinue: () => void;
  currency?: string;
}

const day = displayDate;

/** The check's result (spec 1 §4): the message, the slots that cannot be used (table ≤ 220 px), Continue. */
export function SlotsResultDialog(props: Props) {
  const { opened, onClose, wording } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={wording.title} size="lg" centered>
      {/* Block Slots opens it too: the dialog's words load inside it. */}
      <Suspense fallback={<Loader size="sm" />}>
        <Result {...props} />
      </Suspense>
    </Modal>
  );
}

function Result({ onClose, data, wording, usable, unusable, blockedReason, busy, onContinue, currency }: Props) {
  const { t } = useTranslation('pattern-form');
  const none = usable.length === 0;
  return (
    <>
      {data && (
        <Stack gap="sm">
          <Text fw={600} data-testid="result-message">
            {none ? wording.none : unusable.length > 0 ? wording.following : wording.all}
          </Text>
          {unusable.length > 0 && (
            <ScrollArea.Autosize mah={220} type="auto">
              <Table striped withTableBorder stickyHeader data-testid="unavailable-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('pattern-form:result.date')}</Table.Th>
                    <Table.Th>{t('pattern-form:result.time')}</Table.Th>
                    <Table.Th>{t('pattern-form:result.court')}</Table.Th>
                    <Table.Th>{t('pattern-form:result.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {unusable.map((s) => (
                    <Table.Tr key={`${s.slotDate}|${s.slotTime}|${s.courtId}`}>
                      <Table.Td>{day(s.slotDate)}</Table.Td>
                      <Table.Td>
                        {s.slotTime.slice(0, 5)}–{s.endTime.slice(0, 5)}
                      </Table.Td>
                      <Table.Td>{s.courtName}</Table.Td>
                      <Table.Td>
                        <Badge color={s.status === 'Already blocked' || s.status === 'Blocked' ? 'gray' : 'red'} variant="light">
                          {s.status}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
          <Group gap="lg">
            <Text size="sm">
              <Trans
                i18nKey="pattern-form:result.slots"
                values={{ usable: usable.length, total: data.totalSlots }}
                components={{ b: <b /> }}
              />
            </Text>
            {currency !== undefined && (
              <Text size="sm">
                <Trans
                  i18nKey="pattern-form:result.price"
                  values={{ price: formatMoney(data.grossPrice, currency) }}
                  components={{ b: <b /> }}
                />
              </Text>
            )}
          </Group>
          {!none && wording.note && (
            <Text size="sm" c="dimmed">
              {wording.note}
            </Text>
          )}
          {!none && blockedReason && (
            <Text size="sm" c="red">
              {blockedReason}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('pattern-form:result.close')}
            </Button>
            <Button onClick={onContinue} disabled={none || Boolean(blockedReason)} loading={busy}>
              {wording.continueLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </>
  );
}
