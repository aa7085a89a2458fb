import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ERROR_MESSAGES } from '../domain/messages';
import { installPreloadErrorHandler } from './app/preload-error';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { renderStartupFailure } from './app/startup-failure';
import { sessionQueryOptions } from './features/auth/api/get-session';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

installPreloadErrorHandler();

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  const queryClient = createQueryClient();
  // Ask for the session while the first page chunk downloads.
  void queryClient.prefetchQuery(sessionQueryOptions());
  const router = createAppRouter(queryClient);

  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  renderStartupFailure(ERROR_MESSAGES.internal);
}
