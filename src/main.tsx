// Only the styles the login screen needs; the console loads the rest after sign-in (issue 33).
import './components/mantine-styles/login';
import { createRoot } from 'react-dom/client';
import { Shell } from './app/shell';

createRoot(document.getElementById('root')!).render(<Shell />);
