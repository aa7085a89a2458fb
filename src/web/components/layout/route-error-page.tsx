import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ERROR_MESSAGES, LAYOUT_MESSAGES } from '../../../domain/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StartupErrorBar } from '../ui/startup-error-bar';

/**
 * A page that failed to load or render. `standalone` is for a failure of the shell itself:
 * nothing else of the app is on screen, so the start-up error bar says so (spec §2.8).
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useDocumentTitle(LAYOUT_MESSAGES.routeErrorTitle);
  useEffect(() => {
    console.error(error);
  }, [error]);

  const content = (
    <section className="page page--narrow">
      <h1>{LAYOUT_MESSAGES.routeErrorTitle}</h1>
      <p>{LAYOUT_MESSAGES.routeErrorBody}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {LAYOUT_MESSAGES.reloadPage}
      </button>
    </section>
  );
  if (!standalone) return content;
  return (
    <>
      <StartupErrorBar message={ERROR_MESSAGES.internal} />
      <main id="main" className="site-main">
        {content}
      </main>
    </>
  );
}
