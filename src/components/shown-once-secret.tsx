import { useTranslation } from 'react-i18next';
import { Alert, Button, Code, CopyButton, Group } from '@mantine/core';

interface Props {
  /** What it is, in the title: "Copy the <what> now: it is not shown again". */
  what: string;
  value: string;
  testId: string;
  onClose: () => void;
}

/**
 * A secret the server shows once (a partner's key, a calendar feed's link): kept on screen with a
 * Copy button until the person closes it, and broken anywhere so a long link never overflows.
 */
export function ShownOnceSecret({ what, value, testId, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('common:secret.copyNow', { what })} withCloseButton onClose={onClose}>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid={testId} style={{ wordBreak: 'break-all' }}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-xs" onClick={copy}>
              {copied ? t('common:action.copied') : t('common:action.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
