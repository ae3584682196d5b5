import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, Indicator, Select, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconKeyboard, IconShoppingCart } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n';
import { openShortcutHelp } from '../../../lib/shortcuts/shortcut-store';
import { displayDate } from '../../../lib/time/club-date';
import type { ActivityRow } from '../../../offline/schema/v1';

const DAY_FORMAT = 'DD MMM YYYY';

/** The refusal of Show Availability with no sport chosen, in the language on screen. */
export const selectActivityFirst = () => i18n.t('calendar:bar.selectFirst');

interface AvailabilityBarProps {
  activities: ActivityRow[];
  activityId: number | null;
  date: string;
  cartCount: number;
  onChange: (next: { activityId?: number | null; date?: string }) => void;
  onShow: () => void;
  onCartClick: () => void;
  /** The date picker's button (the G shortcut opens it). */
  dateRef?: RefObject<HTMLButtonElement | null>;
}

/** Sport, date, Show Availability and the cart icon with its slot count (spec 1 §2). */
export function AvailabilityBar({ activities, activityId, date, cartCount, onChange, onShow, onCartClick, dateRef }: AvailabilityBarProps) {
  const { t } = useTranslation('calendar');
  const [sportError, setSportError] = useState<string | null>(null);
  const show = () => {
    if (activityId === null) {
      setSportError(selectActivityFirst());
      return;
    }
    setSportError(null);
    onShow();
  };
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        aria-label={t('calendar:bar.sport')}
        placeholder={t('calendar:bar.sportPlaceholder')}
        data={activities.map((activity) => ({ value: String(activity.activityId), label: activity.activityName }))}
        value={activityId === null ? null : String(activityId)}
        onChange={(value) => {
          setSportError(null);
          onChange({ activityId: value ? Number(value) : null });
        }}
        error={sportError}
        searchable
        w={220}
      />
      <DatePickerInput
        ref={dateRef}
        // Its name holds the day it shows, so speech matches sight (WCAG 2.5.3).
        aria-label={t('calendar:bar.date', { date: displayDate(date) })}
        value={date}
        onChange={(value) => value && onChange({ date: value })}
        valueFormat={DAY_FORMAT}
        w={170}
      />
      <Button onClick={show}>{t('calendar:bar.show')}</Button>
      <Tooltip label={t('calendar:bar.summary')}>
        <Indicator label={cartCount} size={18} disabled={cartCount === 0} offset={4}>
          <ActionIcon variant="light" size="lg" aria-label={t('calendar:bar.cart', { n: cartCount })} onClick={onCartClick}>
            <IconShoppingCart size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {/* The shortcuts' help for those with no ? key to press (tablets), beside the desk's tools. */}
      <Tooltip label={t('calendar:bar.shortcutsTip')}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('calendar:bar.shortcuts')} onClick={openShortcutHelp}>
          <IconKeyboard size={20} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
