import type { MouseEvent } from 'react';
import { LAYOUT_MESSAGES } from '../../../domain/messages';

export const MAIN_CONTENT_ID = 'main';

/** First focusable element of every page; moves focus past the header to the content. */
export function SkipLink() {
  // Focus the target directly: a "#main" hash navigation would go through the router.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {LAYOUT_MESSAGES.skipToContent}
    </a>
  );
}
