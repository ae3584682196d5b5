import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { LoginPage } from '../features/auth/login-page';
import { LOGIN_TITLE, usePageTitle } from './use-page-title';

const ContactSupportDialog = lazy(() =>
  import('../features/support/contact-support-dialog').then((m) => ({ default: m.ContactSupportDialog })),
);

/** /login with its 'Get in touch' → Contact Support dialog (spec 1 §2). */
export function LoginRoute() {
  usePageTitle(LOGIN_TITLE);
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
