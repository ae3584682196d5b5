import { Button, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useOnline } from '../../lib/online/online-store';
import type { CaptchaHandle } from './captcha-handle';
import { emptyLoginFields, type LoginField, type SubmitLogin } from './login-validation';
import { useTranslation } from 'react-i18next';
import { languagePickedOnLogin } from '../../lib/i18n/language-choice';

// The captcha and its proof-of-work code load after the form is on screen.
const CaptchaBox = lazy(() => import('./captcha-box'));

const defaultSubmit: SubmitLogin = async (body) => (await import('./login-submit')).submitLogin(body);

export const NEEDS_CONNECTION_TO_SIGN_IN = 'Needs a connection';

export interface LoginFormProps {
  submit?: SubmitLogin;
  renderCaptcha?: (ref: Ref<CaptchaHandle>) => ReactNode;
}

type Flags = Partial<Record<LoginField, true | string>>;

export function LoginForm({ submit = defaultSubmit, renderCaptcha }: LoginFormProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const [values, setValues] = useState({ username: '', password: '' });
  // true = flagged empty (no text); a string = the server's 'Incorrect …' marker.
  const [flags, setFlags] = useState<Flags>({});
  const [busy, setBusy] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);

  const edit = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFlags((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !online) return;
    const empty = emptyLoginFields(values);
    if (empty.length > 0) {
      setFlags(Object.fromEntries(empty.map((field) => [field, true])));
      return;
    }
    setBusy(true);
    try {
      const token = (await captcha.current?.solve(values.username.trim())) ?? '';
      const language = languagePickedOnLogin();
      const result = await submit({
        username: values.username.trim(),
        password: values.password,
        captcha: token,
        ...(language ? { language } : {}),
      });
      if (result.kind === 'field') setFlags({ [result.field]: result.text });
      if (result.kind !== 'signed-in') captcha.current?.reset();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth:username')}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={(event) => edit('username', event.currentTarget.value)}
          error={flags.username}
          autoFocus
        />
        <PasswordInput
          label={t('auth:password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => edit('password', event.currentTarget.value)}
          error={flags.password}
          // Mantine marks the inner password input only with data-invalid; say it to screen readers too.
          aria-invalid={Boolean(flags.password) || undefined}
        />
        <Suspense fallback={<Loader size="sm" aria-label={t('auth:loadingCaptcha')} />}>
          {renderCaptcha ? renderCaptcha(captcha) : <CaptchaBox ref={captcha} />}
        </Suspense>
        <Button type="submit" loading={busy} data-disabled={!online || undefined} aria-disabled={!online || undefined} fullWidth>
          {t('auth:signIn')}
        </Button>
        {!online && (
          <Text size="sm" c="dimmed" ta="center">
            {t('common:write.needsConnection')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
