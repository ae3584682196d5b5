import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus-clear.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(<App />);
