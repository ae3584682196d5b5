import { i18n } from '../i18n/instance';

/** "just now", "3 min ago", "2 h ago", "5 days ago": how old a mirrored set is. */
export function formatAge(fetchedAt: number, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - fetchedAt) / 1000));
  if (seconds < 60) return i18n.t('common:age.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return i18n.t('common:age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return i18n.t('common:age.hours', { count: hours });
  return i18n.t('common:age.days', { count: Math.floor(hours / 24) });
}
