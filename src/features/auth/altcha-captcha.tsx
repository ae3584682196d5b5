// The external build ships no inlined workers: only the proof-of-work worker our API's
// challenges use is registered, and it loads when a challenge is solved.
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_URL, captchaUrlFor, type CaptchaHandle } from './captcha-handle';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());

/**
 * altcha.css gives its colours with light-dark(); the production CSS build rewrites that into
 * variables it never sets, so the box and its checkbox had no border at all until ticked. Plain
 * Mantine colours (set on the widget, inherited inside it) keep them visible in every build.
 */
const WIDGET_COLOURS = {
  '--altcha-max-width': '100%',
  '--altcha-color-base': 'var(--mantine-color-body)',
  '--altcha-color-base-content': 'var(--mantine-color-text)',
  '--altcha-color-neutral': 'var(--mantine-color-gray-4)',
  '--altcha-color-neutral-content': 'var(--mantine-color-gray-7)',
  '--altcha-checkbox-border-color': 'var(--mantine-color-gray-6)',
  '--altcha-border-color': 'var(--mantine-color-gray-4)',
} as const;

/** The ALTCHA widget (self-hosted proof of work): challenge from our API, checked by our API. */
export default function AltchaCaptcha({ ref }: { ref?: Ref<CaptchaHandle> }) {
  // The widget's own words in the language on screen: altcha ships Hindi (a 4 KB chunk, loaded when shown).
  const language = useTranslation().i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  useEffect(() => {
    if (language === 'hi') void import('altcha/i18n/hi');
  }, [language]);
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const payload = useRef<string | null>(null);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      payload.current = detail.state === 'verified' && detail.payload ? detail.payload : null;
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);

  useImperativeHandle(ref, () => ({
    async solve(username) {
      if (payload.current) return payload.current;
      const element = widget.current;
      if (!element || typeof element.verify !== 'function') return null;
      try {
        // A challenge fetched for this username (priced for it by the server).
        await element.configure?.({ challenge: captchaUrlFor(username) });
        const result = await element.verify();
        return result?.payload ?? payload.current;
      } catch {
        return null;
      }
    },
    reset() {
      payload.current = null;
      widget.current?.reset?.();
    },
  }));

  return <altcha-widget ref={widget} challenge={CAPTCHA_URL} name="captcha" language={language} style={WIDGET_COLOURS} />;
}
