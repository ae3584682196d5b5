import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SlotTone } from './slot-look';
import css from './slot-grid.module.css';

/** Each tone with its words, drawn with the cell's own fill and pattern (striped, hatched, dashed). */
export const LEGEND: SlotTone[] = ['free', 'partial', 'pending', 'booked', 'carted', 'progress', 'blocked', 'locked'];

/** The legend's words, one per tone (written whole, so the catalogue test finds them). */
const WORDS: Record<SlotTone, string> = {
  free: 'calendar:legend.free',
  partial: 'calendar:legend.partial',
  pending: 'calendar:legend.pending',
  booked: 'calendar:legend.booked',
  carted: 'calendar:legend.carted',
  progress: 'calendar:legend.progress',
  blocked: 'calendar:legend.blocked',
  locked: 'calendar:legend.locked',
};

export function SlotLegend() {
  const { t } = useTranslation('calendar');
  return (
    <Group gap={6} fz="xs" role="list" aria-label={t('calendar:legend.label')}>
      {LEGEND.map((tone) => (
        <span key={tone} role="listitem" className={`${css.cell} ${css[tone]} ${css.swatch}`}>
          {t(WORDS[tone])}
        </span>
      ))}
      <span role="listitem" className={`${css.cell} ${css.free} ${css.ended} ${css.swatch}`}>
        {t('calendar:legend.ended')}
      </span>
    </Group>
  );
}
