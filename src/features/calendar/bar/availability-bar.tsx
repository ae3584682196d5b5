import '@mantine/dates/styles.css';
import { ActionIcon, Button, Group, Indicator, Select, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconKeyboard, IconShoppingCart } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type RefObject } from 'react';
import { openShortcutHelp } from '../../../lib/shortcuts/shortcut-store';
import type { ActivityRow } from '../../../offline/schema/v1';

const DAY_FORMAT = 'DD MMM YYYY';

export const SELECT_ACTIVITY_FIRST = 'Select an activity first';

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
  const [sportError, setSportError] = useState<string | null>(null);
  const show = () => {
    if (activityId === null) {
      setSportError(SELECT_ACTIVITY_FIRST);
      return;
    }
    setSportError(null);
    onShow();
  };
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        aria-label="Sport"
        placeholder="Select a sport"
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
        aria-label={`Date ${dayjs(date).format(DAY_FORMAT)}`}
        value={date}
        onChange={(value) => value && onChange({ date: value })}
        valueFormat={DAY_FORMAT}
        w={170}
      />
      <Button onClick={show}>Show Availability</Button>
      <Tooltip label="Booking Summary">
        <Indicator label={cartCount} size={18} disabled={cartCount === 0} offset={4}>
          <ActionIcon variant="light" size="lg" aria-label={`Cart: ${cartCount} slot(s)`} onClick={onCartClick}>
            <IconShoppingCart size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {/* The shortcuts' help for those with no ? key to press (tablets), beside the desk's tools. */}
      <Tooltip label="Keyboard shortcuts (?)">
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Keyboard shortcuts" onClick={openShortcutHelp}>
          <IconKeyboard size={20} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
