import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Dialog titles read as headings across the console. A plain object, not Modal.extend():
    // importing Modal here would put it in the login screen's first download.
    Modal: { styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } } },
    // Toasts are status messages, not alerts: Mantine's default role "alert" is assertive and
    // interrupts; inside the polite container (providers.tsx) they wait for a pause (docs/adr/0083).
    Notification: { defaultProps: { role: 'status' } },
    // Every dialog's, drawer's and toast's × is an icon only: it needs a name (WCAG 4.1.2).
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
  },
});
