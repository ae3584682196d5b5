import { Alert, Button, Collapse, Stack, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { endpoints } from '../../../contract/endpoint-table';
import { api } from '../../lib/api/client';
import { useOnline } from '../../lib/online/online-store';
import { useTranslation } from 'react-i18next';

const EMPTY = { name: '', phone: '', email: '', venue: '', message: '' };
type Fields = typeof EMPTY;

/**
 * Get in touch (POST /api/public/get-in-touch): a call-back request to support, also from the
 * login page (would-be partners). The server names bad fields; a signed-in console sends its
 * token so support knows the club.
 */
export function GetInTouchForm() {
  const { t } = useTranslation('support');
  const online = useOnline();
  const [open, toggle] = useDisclosure(false);
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((x) => ({ ...x, [key]: undefined }));
  };
  const send = async () => {
    const missing: Partial<Fields> = {};
    if (!fields.name.trim()) missing.name = t('support:touch.nameRequired');
    if (!fields.phone.trim()) missing.phone = t('support:touch.phoneRequired');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSending(true);
    const outcome = await api.call(endpoints.support.getInTouch, fields, { present: { failure: 'error' } });
    setSending(false);
    if (outcome.ok) {
      // The server says the spec's words (contract SupportMessages.received); the console says them in the language on screen.
      setDone(t('support:touch.thanks'));
      setFields(EMPTY);
    } else if (outcome.kind === 'http-error-message') {
      // 400: the server's "field: message" names what to fix.
      const [path, ...rest] = outcome.message.split(': ');
      if (path in EMPTY) setErrors({ [path]: rest.join(': ') });
    }
  };

  if (done) return <Alert color="green">{done}</Alert>;
  return (
    <Stack gap="xs">
      <Button variant="light" onClick={toggle.toggle} aria-expanded={open}>
        {t('support:touch.open')}
      </Button>
      <Collapse expanded={open}>
        <Stack gap="xs">
          <TextInput label={t('support:touch.name')} required value={fields.name} onChange={set('name')} error={errors.name} />
          <TextInput
            label={t('support:touch.phone')}
            required
            inputMode="tel"
            value={fields.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <TextInput label={t('support:touch.email')} type="email" value={fields.email} onChange={set('email')} error={errors.email} />
          <TextInput label={t('support:touch.venue')} value={fields.venue} onChange={set('venue')} />
          <Textarea
            label={t('support:touch.message')}
            autosize
            minRows={2}
            value={fields.message}
            onChange={set('message')}
            error={errors.message}
          />
          <Button loading={sending} disabled={!online} onClick={() => void send()}>
            {online ? t('support:touch.send') : t('common:write.needsConnection')}
          </Button>
        </Stack>
      </Collapse>
    </Stack>
  );
}
