import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { LoginPage } from '../features/auth/login-page';
import { usePageTitle } from './use-page-title';
import { useTranslation } from 'react-i18next';

const ContactSupportDialog = lazy(() =>
  import('../features/support/contact-support-dialog').then((m) => ({ default: m.ContactSupportDialog })),
);

/** /login with its 'Get in touch' → Contact Support dialog (spec 1 §2). */
export function LoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('common:title.login'));
  const [supportOpen, support] = useDisclosure(false);
  return (
    <>
      <LoginPage onGetInTouch={support.open} />
      {supportOpen && (
        <Suspense fallback={null}>
          <ContactSupportDialog opened onClose={support.close} />
        </Suspense>
      )}
    </>
  );
}
