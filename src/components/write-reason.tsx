import { Text, type TextProps } from '@mantine/core';
import { useWriteGuard } from './write-guard';

/**
 * Why the write controls beside it are off ("Needs a connection", read-only access), as text:
 * tablets have no hover, so a tooltip alone never reaches a touch user. One line for a group.
 */
export function WriteReason({ feature, ...props }: { feature?: number } & TextProps) {
  const { reason } = useWriteGuard(feature);
  if (!reason) return null;
  return (
    <Text size="xs" c="orange.8" data-testid="write-reason" {...props}>
      {reason}
    </Text>
  );
}
