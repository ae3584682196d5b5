import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Spec 3 §2: Enter with non-empty trimmed text opens Find Bookings searching that text. */
export function HomeSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <TextInput
      size="xs"
      aria-label={t('common:nav.findBooking')}
      placeholder={t('common:nav.findPlaceholder')}
      leftSection={<IconSearch size={14} />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        const input = text.trim();
        if (e.key !== 'Enter' || !input) return;
        navigate(`/search?type=regular&input=${encodeURIComponent(input)}`);
        setText('');
      }}
    />
  );
}
