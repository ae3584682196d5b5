import { Group } from '@mantine/core';
import type { SlotTone } from './slot-look';
import css from './slot-grid.module.css';

const LEGEND: [SlotTone, string][] = [
  ['free', 'Free'],
  ['partial', 'Partly booked'],
  ['pending', 'Booked, payment pending'],
  ['booked', 'Booked, paid'],
  ['carted', 'In your cart'],
  ['progress', 'Booking in Progress'],
  ['blocked', 'Blocked'],
  ['locked', 'Locked'],
];

export function SlotLegend() {
  return (
    <Group gap={6} fz="xs">
      {LEGEND.map(([tone, label]) => (
        <span key={tone} className={`${css.cell} ${css[tone]}`} style={{ cursor: 'default', padding: '2px 6px', lineHeight: 'normal' }}>
          {label}
        </span>
      ))}
    </Group>
  );
}
