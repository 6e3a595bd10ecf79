import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-600.css';
import '@fontsource/roboto/latin-700.css';
import { App } from './app/App';
import { currentLocale, loadTexts } from './lib/i18n';
import { reloadOnceForStaleChunk } from './lib/stale-chunk';

document.documentElement.lang = currentLocale();

// Vite's preload of a page's CSS or shared chunks failed (a deploy since this tab opened):
// reload once instead of letting the page fail; a second failure reaches the error screen.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForStaleChunk()) event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = container;

function render() {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The first screen waits for the reader's words (one small file); a texts file that cannot load
// (a deploy since this tab opened) reloads once, and otherwise the app starts and fetches the
// texts again with its first page.
loadTexts(currentLocale()).then(render, () => {
  if (!reloadOnceForStaleChunk()) render();
});
