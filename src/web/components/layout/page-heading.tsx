import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The page's <h1>, which also names the browser tab. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
