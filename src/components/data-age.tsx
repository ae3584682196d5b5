import { useTranslation } from 'react-i18next';
import { Text, type TextProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatAge } from '../lib/time/format-age';
import { useFetchedAt } from '../offline/mirror-queries';

/** Re-renders once a minute so the age stays true on a screen left open. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export interface DataAgeProps extends TextProps {
  /** Either a mirrored set name (meta table) or an explicit fetch time. */
  set?: string;
  fetchedAt?: number | null;
}

/** "Updated 3 min ago" for mirrored data; "Not loaded yet" when it was never fetched. */
export function DataAge({ set, fetchedAt, ...props }: DataAgeProps) {
  const { t } = useTranslation();
  const stored = useFetchedAt(set ?? '');
  const now = useNow();
  const at = fetchedAt !== undefined ? fetchedAt : set ? stored : null;
  if (at === undefined) return null;
  return (
    <Text size="xs" c="dimmed" {...props}>
      {at === null ? t('common:age.notLoaded') : t('common:age.updated', { age: formatAge(at, Math.max(now, at)) })}
    </Text>
  );
}
