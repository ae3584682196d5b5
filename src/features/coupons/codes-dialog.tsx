import { Modal, Switch, Table } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponCode } from '../../../contract/coupons';
import { endpoints } from '../../../contract/endpoint-table';
import { Feature } from '../../../contract/features';
import { useWriteGuard } from '../../components/write-guard';
import { api } from '../../lib/api/client';

/** Coupon Codes: code, usage and the active/expired switch per code. */
export function CodesDialog({ couponDetailId, onClose }: { couponDetailId: number; onClose: () => void }) {
  const { t } = useTranslation('coupons');
  const [codes, setCodes] = useState<CouponCode[]>([]);
  const guard = useWriteGuard(Feature.coupons);
  useEffect(() => {
    void api.call(endpoints.coupons.codes, { couponDetailId }).then((o) => o.ok && setCodes(o.data.couponCodes ?? []));
  }, [couponDetailId]);
  const toggle = async (c: CouponCode, expired: boolean) => {
    const outcome = await api.call(
      endpoints.coupons.codesUpdate,
      { couponDetailId, couponCodes: { [c.couponCode]: { couponCode: c.couponCode, expired } } },
      { present: { success: true } },
    );
    if (outcome.ok) setCodes(codes.map((x) => (x.couponCode === c.couponCode ? { ...x, expired } : x)));
  };
  return (
    <Modal opened onClose={onClose} title={t('coupons:codes.title')} centered size="lg">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('coupons:codes.code')}</Table.Th>
            <Table.Th>{t('coupons:codes.usage')}</Table.Th>
            <Table.Th>{t('coupons:codes.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((c) => (
            <Table.Tr key={c.couponCode}>
              <Table.Td ff="monospace">{c.couponCode}</Table.Td>
              <Table.Td>
                {c.usage} / {c.maxUsage}
              </Table.Td>
              <Table.Td>
                <Switch
                  label={c.expired ? t('coupons:codes.expired') : t('coupons:codes.active')}
                  checked={!c.expired}
                  disabled={guard.disabled}
                  onChange={(e) => void toggle(c, !e.currentTarget.checked)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
