import { useEffect } from 'react';
import { LAYOUT_MESSAGES } from '../../domain/messages';

/** Sets the tab title to "<title> – Vetrina" while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = LAYOUT_MESSAGES.documentTitle(pageTitle);
  }, [pageTitle]);
}
