import { i18n } from '../../lib/i18n/i18n';

/** Quick periods for the report pickers (issue 27): last month's takings in one tap. */
export type PresetKey = 'today' | 'yesterday' | 'thisMonth' | 'lastMonth';

export const PRESETS: readonly { key: PresetKey; label: () => string }[] = [
  { key: 'today', label: () => i18n.t('reports:filter.today') },
  { key: 'yesterday', label: () => i18n.t('reports:filter.yesterday') },
  { key: 'thisMonth', label: () => i18n.t('reports:filter.thisMonth') },
  { key: 'lastMonth', label: () => i18n.t('reports:filter.lastMonth') },
];

/** Calendar arithmetic on YYYY-MM-DD club dates, at noon UTC so no zone moves the day. */
function shiftDays(day: string, by: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}

/** From and To of a preset, `today` being the club's date. */
export function presetRange(key: PresetKey, today: string): { from: string; to: string } {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = shiftDays(today, -1);
      return { from: y, to: y };
    }
    case 'thisMonth':
      return { from: firstOfMonth, to: today };
    case 'lastMonth': {
      const last = shiftDays(firstOfMonth, -1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
  }
}

/** The preset a period equals, to show it picked; null for any other period. */
export function presetOf(from: string, to: string, today: string): PresetKey | null {
  return (
    PRESETS.find(({ key }) => {
      const r = presetRange(key, today);
      return r.from === from && r.to === to;
    })?.key ?? null
  );
}
