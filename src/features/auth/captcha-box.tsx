import { Group, Loader, Paper, Text } from '@mantine/core';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaUrlFor, type CaptchaHandle } from './captcha-handle';
import { solvedPayload, type SolvedCaptcha } from './captcha-payload';

type CaptchaState = 'unverified' | 'verifying' | 'verified' | 'failed' | 'expired';

/**
 * The login's proof of work (ADR 0086): ALTCHA's solver and workers against our API's challenge,
 * drawn as a plain checkbox in a bordered box. ALTCHA's own widget (a web component with its
 * own framework and stylesheet) was the largest part of what loads before the login screen.
 * Ticking starts the work; signing in without ticking does it then, priced for the username.
 */
export default function CaptchaBox({ ref }: { ref?: Ref<CaptchaHandle> }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<CaptchaState>('unverified');
  const solved = useRef<SolvedCaptcha | null>(null);
  const running = useRef<Promise<string | null> | null>(null);
  // A reset while work runs: the work's answer belongs to the old challenge and is dropped.
  const generation = useRef(0);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);

  // A solution the server would refuse as expired is dropped when it expires, and the box says so.
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setTimeout(
      () => {
        solved.current = null;
        setExpiresAt(null);
        setState('expired');
      },
      Math.max(0, Math.min(expiresAt - Date.now(), 2 ** 31 - 1)),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  const verify = (username: string): Promise<string | null> => {
    if (solved.current) return Promise.resolve(solved.current.payload);
    if (running.current) return running.current;
    const mine = generation.current;
    setState('verifying');
    const work = solvedPayload(captchaUrlFor(username))
      .catch(() => null)
      .then((answer) => {
        if (generation.current !== mine) return null;
        running.current = null;
        solved.current = answer;
        setExpiresAt(answer?.expiresAt ?? null);
        setState(answer ? 'verified' : 'failed');
        return answer?.payload ?? null;
      });
    running.current = work;
    return work;
  };

  useImperativeHandle(ref, () => ({
    solve: verify,
    reset() {
      generation.current += 1;
      running.current = null;
      solved.current = null;
      setExpiresAt(null);
      setState('unverified');
    },
  }));

  const status = state === 'verifying' ? t('auth:captcha.verifying') : state === 'verified' ? t('auth:captcha.verified') : '';
  const problem = state === 'failed' ? t('auth:captcha.failed') : state === 'expired' ? t('auth:captcha.expired') : '';
  return (
    <Paper withBorder radius="sm" px="sm" py="xs" data-testid="captcha" data-state={state}>
      <Group gap="sm" wrap="nowrap">
        <input
          id={id}
          type="checkbox"
          name="captcha-ticked"
          checked={state === 'verified'}
          aria-busy={state === 'verifying' || undefined}
          onChange={() => {
            if (state !== 'verifying' && state !== 'verified') void verify('');
          }}
          style={{ width: 24, height: 24, margin: 0, flex: 'none', accentColor: 'var(--mantine-primary-color-filled)' }}
        />
        <Text component="label" htmlFor={id} size="sm" style={{ flex: 1 }}>
          {t('auth:captcha.label')}
        </Text>
        {state === 'verifying' && <Loader size={16} aria-hidden />}
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite" mt={status ? 4 : 0}>
        {status}
      </Text>
      {problem && (
        <Text size="xs" c="red" role="alert" mt={4}>
          {problem}
        </Text>
      )}
    </Paper>
  );
}
