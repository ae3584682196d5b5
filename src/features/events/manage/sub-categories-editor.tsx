import { Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { EventMessages, type EventSubCategory } from '../../../../contract/events';
import { Feature } from '../../../../contract/features';
import { WriteButton } from '../../../components/write-button';
import { eventsApi } from '../events-api';
import { useTranslation } from 'react-i18next';
import { contractError } from '../../../lib/i18n/contract-words';

/** One sub-category's name, renamed in place. */
function SubRow({ sub, onChanged }: { sub: EventSubCategory; onChanged: () => void }) {
  const { t } = useTranslation('events');
  const [name, setName] = useState(sub.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setName(sub.name), [sub.name]);
  const rename = async () => {
    if (!name.trim()) return setError(EventMessages.nameRequired);
    setBusy(true);
    const outcome = await eventsApi.renameSubCategory(sub.id, name.trim());
    setBusy(false);
    if (outcome.ok) onChanged();
    else if (outcome.kind === 'failure') setError(outcome.message);
  };
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        aria-label={t('events:subs.field', { name: sub.name })}
        value={name}
        maxLength={100}
        error={contractError(error)}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setError(undefined);
        }}
        style={{ flex: 1 }}
      />
      <WriteButton
        feature={Feature.events}
        variant="light"
        loading={busy}
        disabled={name.trim() === sub.name}
        onClick={() => void rename()}
      >
        {t('events:subs.rename')}
      </WriteButton>
    </Group>
  );
}

/** Sub-categories of a category: rename each, add new ones (registrations may name one). */
export function SubCategoriesEditor({
  categoryId,
  subs,
  onChanged,
}: {
  categoryId: number;
  subs: EventSubCategory[];
  onChanged: () => void;
}) {
  const { t } = useTranslation('events');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const mine = subs.filter((s) => s.categoryId === categoryId);
  const add = async () => {
    if (!name.trim()) return setError(EventMessages.nameRequired);
    setBusy(true);
    const outcome = await eventsApi.createSubCategory(categoryId, name.trim());
    setBusy(false);
    if (outcome.ok) {
      setName('');
      onChanged();
    } else if (outcome.kind === 'failure') setError(outcome.message);
  };
  return (
    <Stack gap="xs">
      <Divider label={t('events:subs.title')} labelPosition="left" />
      {mine.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('events:subs.none')}
        </Text>
      )}
      {mine.map((s) => (
        <SubRow key={s.id} sub={s} onChanged={onChanged} />
      ))}
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          placeholder={t('events:subs.example')}
          aria-label={t('events:subs.new')}
          value={name}
          maxLength={100}
          error={contractError(error)}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(undefined);
          }}
          style={{ flex: 1 }}
        />
        <WriteButton feature={Feature.events} variant="default" loading={busy} onClick={() => void add()}>
          {t('events:subs.add')}
        </WriteButton>
      </Group>
    </Stack>
  );
}
