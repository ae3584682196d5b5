import { Drawer } from '@mantine/core';
import { PatternCard } from '../../domain/pattern-card/pattern-card';
import { i18n } from '../../lib/i18n/i18n';

/** The side drawer of a bulk result: the pattern booking card with all its actions. */
export function PatternDrawer({ patternId, onClose, onChanged }: { patternId: number | null; onClose: () => void; onChanged: () => void }) {
  return (
    <Drawer
      opened={patternId !== null}
      onClose={onClose}
      position="right"
      size={560}
      title={i18n.t('search:bulkTitle', { id: patternId ?? '' })}
    >
      {patternId !== null && <PatternCard patternId={patternId} onChanged={onChanged} />}
    </Drawer>
  );
}
