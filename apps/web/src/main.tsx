import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-600.css';
import '@fontsource/roboto/latin-700.css';
import { App } from './app/App';
import { currentLocale } from './lib/i18n';
import { reloadOnceForStaleChunk } from './lib/stale-chunk';

document.documentElement.lang = currentLocale();

// Vite's preload of a page's CSS or shared chunks failed (a deploy since this tab opened):
// reload once instead of letting the page fail; a second failure reaches the error screen.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForStaleChunk()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
