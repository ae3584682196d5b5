import { Group } from '@mantine/core';
import type { SlotTone } from './slot-look';
import css from './slot-grid.module.css';

/** Each tone with its words, drawn with the cell's own fill and pattern (striped, hatched, dashed). */
export const LEGEND: [SlotTone, string][] = [
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
    <Group gap={6} fz="xs" role="list" aria-label="Slot colours">
      {LEGEND.map(([tone, label]) => (
        <span key={tone} role="listitem" className={`${css.cell} ${css[tone]} ${css.swatch}`}>
          {label}
        </span>
      ))}
      <span role="listitem" className={`${css.cell} ${css.free} ${css.ended} ${css.swatch}`}>
        Time has passed
      </span>
    </Group>
  );
}
