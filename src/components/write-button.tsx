import { Button, Text, Tooltip, type ButtonProps } from '@mantine/core';
import { useEffect, useState, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { useWriteGuard } from './write-guard';
import { useReasonCovered } from './write-reason-cover';

export type WriteButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** Feature id whose write access the action needs (DESIGN.md table); omit for connection only. */
    feature?: number;
    /**
     * Show the reason as text under the button instead of only as a tooltip. A role that cannot
     * do it is always written out (no hover on a tablet), unless a <WriteReason> on screen says it.
     */
    inlineReason?: boolean;
  };

/**
 * A Mantine Button for a write: disabled offline ("Needs a connection") or without write access
 * ("Your role cannot do this"), saying why. It stays hoverable (data-disabled) so the tooltip can explain.
 */
export function WriteButton({ feature, inlineReason, disabled, onClick, children, ...props }: WriteButtonProps) {
  const guard = useWriteGuard(feature);
  const covered = useReasonCovered(feature);
  const written = inlineReason || (guard.cause === 'role' && !covered);
  const blocked = guard.disabled || Boolean(disabled);
  // A tap on a disabled write shows why for a while: touch screens never hover.
  const [told, setTold] = useState(false);
  useEffect(() => {
    if (!told) return;
    const timer = window.setTimeout(() => setTold(false), 3000);
    return () => window.clearTimeout(timer);
  }, [told]);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      if (guard.reason) setTold(true);
      return;
    }
    onClick?.(event);
  };
  const button = (
    <Button {...props} data-disabled={blocked || undefined} aria-disabled={blocked || undefined} onClick={handleClick}>
      {children}
    </Button>
  );
  if (!guard.reason) return button;
  if (written) {
    return (
      <div>
        {button}
        <Text size="xs" c="dimmed" mt={4} data-testid="control-reason">
          {guard.reason}
        </Text>
      </div>
    );
  }
  return (
    <Tooltip label={guard.reason} opened={told || undefined}>
      {button}
    </Tooltip>
  );
}
