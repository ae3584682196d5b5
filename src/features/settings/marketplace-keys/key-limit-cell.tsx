import { Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Feature } from '../../../../contract/features';
import { keyPerMinute, type MarketplaceKeyView } from '../../../../contract/marketplace';
import { WriteButton } from '../../../components/write-button';
import { setKeyLimit } from './marketplace-keys-api';
import { useTranslation } from 'react-i18next';

/**
 * A key's requests per minute (ADR 0070): shown for every key, editable for a live one. What
 * the admin typed stays in the field with the server's message when it is refused.
 */
export function KeyLimitCell({ keyView, onSaved }: { keyView: MarketplaceKeyView; onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const [text, setText] = useState(String(keyView.perMinute));
  const [error, setError] = useState<string | null>(null);
  if (keyView.revokedAt) return <Text size="sm">{keyView.perMinute}</Text>;
  const save = async () => {
    const typed = text.trim();
    // The contract's rule, so the field says what the server would (never a clamped value).
    const checked = keyPerMinute.safeParse(/^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : typed);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? t('settings:keys.perMinuteNumber'));
    const o = await setKeyLimit(keyView.id, checked.data);
    if (!o.ok) return setError(o.message);
    setError(null);
    onSaved();
  };
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <TextInput
        aria-label={t('settings:keys.perMinuteOf', { name: keyView.name })}
        size="xs"
        w={80}
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={error}
      />
      <WriteButton
        feature={Feature.clubSettings}
        size="compact-xs"
        variant="light"
        onClick={() => void save()}
        disabled={text === String(keyView.perMinute)}
      >
        {t('settings:keys.save')}
      </WriteButton>
    </Group>
  );
}
