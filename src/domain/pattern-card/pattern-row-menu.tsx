import { ActionIcon, Menu } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Feature } from '../../../contract/features';
import type { PatternDetails } from '../../../contract/pattern';
import { useWriteGuard } from '../../components/write-guard';
import { TransactionsDialog } from '../booking-details/transactions-dialog';
import { AddAddonsDialog } from '../booking-details/add-addons-dialog';
import { endpoints } from '../../../contract/endpoint-table';
import { openDownload } from '../../lib/download-link';
import { fetchPattern } from './pattern-api';
import { PatternCancelDialog } from './pattern-cancel-dialog';
import { useTranslation } from 'react-i18next';

interface Props {
  patternId: number;
  activityId: number;
  /** The pattern flag: Cancel and Add Addons when it is 0 or 2 (spec 1 §4). */
  flag: number;
  marketplace: boolean;
  onChanged: () => void;
}

/** The actions menu of a bulk row: Transactions, Add Addons, Statements, Cancel. Clicks stay inside the row. */
export function PatternRowMenu(props: Props) {
  // A row of Find Bookings' bulk table: the menu's words load with it.
  return (
    <Suspense fallback={null}>
      <RowMenu {...props} />
    </Suspense>
  );
}

function RowMenu({ patternId, activityId, flag, marketplace, onChanged }: Props) {
  const { t } = useTranslation('pattern-card');
  const [dialog, setDialog] = useState<'transactions' | 'addons' | 'cancel' | null>(null);
  const [details, setDetails] = useState<PatternDetails | null>(null);
  const pay = useWriteGuard(Feature.bookingPayments);
  const close = () => setDialog(null);
  const live = flag !== 1;
  const openCancel = async () => {
    const o = await fetchPattern(patternId);
    if (!o.ok || !o.data.patternBooking) return;
    setDetails(o.data.patternBooking);
    setDialog('cancel');
  };
  return (
    <div onClick={(e) => e.stopPropagation()}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('pattern-card:menu.actionsFor', { id: patternId })}>
            ⋮
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog('transactions')}>{t('pattern-card:menu.transactions')}</Menu.Item>
          {live && (
            <Menu.Item disabled={pay.disabled} onClick={() => setDialog('addons')}>
              {t('pattern-card:addAddons')}
            </Menu.Item>
          )}
          <Menu.Item
            onClick={() => void openDownload(endpoints.bulk.statement, { patternBookingId: patternId }, `bulk-statement-${patternId}.pdf`)}
          >
            {t('pattern-card:statements')}
          </Menu.Item>
          {live && !marketplace && (
            <Menu.Item color="red" disabled={pay.disabled} onClick={() => void openCancel()}>
              {t('pattern-card:menu.cancel')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <TransactionsDialog bookingId={patternId} pattern opened={dialog === 'transactions'} onClose={close} />
      <AddAddonsDialog
        activityId={activityId}
        target={{ patternBookingId: patternId }}
        opened={dialog === 'addons'}
        onClose={close}
        onDone={onChanged}
      />
      {dialog === 'cancel' && details && <PatternCancelDialog details={details} onClose={close} onDone={onChanged} />}
    </div>
  );
}
