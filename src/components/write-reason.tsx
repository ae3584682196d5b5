import { Stack, Text, type TextProps } from '@mantine/core';
import { useWriteReasons } from './write-guard';
import { useCoverReasons } from './write-reason-cover';

/**
 * Why the write controls beside it are off ("Needs a connection", "You have read-only access to
 * Booking Payments and Cancellations"), as text: tablets have no hover, so a tooltip alone never
 * reaches a touch user. One line per reason for a group of controls, which may span features.
 */
export function WriteReason({ feature, ...props }: { feature?: number | readonly number[] } & TextProps) {
  const features = feature === undefined ? [] : typeof feature === 'number' ? [feature] : feature;
  const reasons = useWriteReasons(features);
  useCoverReasons(features);
  if (reasons.length === 0) return null;
  const line = (reason: string) => (
    <Text key={reason} size="xs" c="orange.8" data-testid="write-reason" {...props}>
      {reason}
    </Text>
  );
  if (reasons.length === 1) return line(reasons[0]);
  return <Stack gap={2}>{reasons.map(line)}</Stack>;
}
