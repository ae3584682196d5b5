/**
 * Mantine's styles for what the console shows before sign-in: the login screen, its toasts, the
 * route error, the app-promotion page and the update prompt. The rest of Mantine's styles load
 * with the console after sign-in (console.ts): the whole of `@mantine/core/styles.css` cost the
 * login screen about 24 KB gzip (issue 33). The order is styles.css's own (later files override
 * earlier ones); mantine-styles.test.ts checks that the two lists hold every file once, in order.
 * A component used before sign-in that is not listed here shows unstyled on the login screen:
 * add its file here (and take it out of console.ts).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
