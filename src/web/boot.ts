/**
 * The page's entry script (decision 029). It brings the styles and listens for chunks that fail
 * to load. On a server-rendered page it holds input until hydration, and the app itself
 * (`main.tsx`) is fetched and started once the browser has painted the page as the server sent
 * it: nothing but the HTML and its styles stands before the first paint. Any other page has
 * nothing to paint before the app runs: the app starts at once.
 */
import { ERROR_MESSAGES } from '../domain/messages';
import { afterFirstPaint } from './app/after-first-paint';
import { holdInputUntilHydrated } from './app/held-input';
import { PAGE_DATA_ELEMENT_ID, preloadModules, readPageModuleUrls } from './app/page-data';
import { installPreloadErrorHandler } from './app/preload-error';
import { renderStartupFailure } from './app/startup-failure';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

installPreloadErrorHandler();

const container = document.getElementById('root');
const serverRendered = document.getElementById(PAGE_DATA_ELEMENT_ID) !== null;
// A server-rendered page is on screen before the app runs: its input waits for hydration.
const releaseInput =
  container && serverRendered ? holdInputUntilHydrated(container) : () => undefined;

function start(): void {
  import('./main')
    .then(({ startApp }) => startApp({ releaseInput }))
    .catch((error: unknown) => {
      // Nothing will hydrate the page: it stays as the server sent it, links and all.
      releaseInput();
      console.error(error);
      renderStartupFailure(ERROR_MESSAGES.internal);
    });
}

if (serverRendered) {
  afterFirstPaint(() => {
    // The app's chunks and the page's, fetched together while main.tsx loads.
    preloadModules(readPageModuleUrls());
    start();
  });
} else {
  start();
}
