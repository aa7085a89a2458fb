import type { Ref } from 'react';
import { Link } from 'react-router';
import { NAVBAR_MESSAGES } from '../../../../domain/layout/layout.messages';
import type { NavSection } from '../../../../domain/navigation';
import { ArrowRightIcon } from './navbar-icons';

/**
 * A section's menu (spec §2.2): its title, a link to the section page (touch users cannot
 * reach it by clicking the section button, which toggles the menu there) and up to 3 columns
 * of up to 6 links. Shared by the desktop mega menu and the mobile drawer's sub-panel.
 */
export function MegaMenuContent({
  section,
  headingId,
  headingRef,
}: {
  section: NavSection;
  headingId: string;
  /** The drawer focuses the heading when its sub-panel opens. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mega-menu">
      <div className="mega-menu__intro">
        <h2 id={headingId} className="mega-menu__title" ref={headingRef} tabIndex={-1}>
          {section.label}
        </h2>
        <Link className="mega-menu__section-link" to={section.path}>
          {NAVBAR_MESSAGES.goToSection(section.label)}
          <ArrowRightIcon />
        </Link>
      </div>
      <div className="mega-menu__columns">
        {section.columns.map((column, index) => {
          const columnHeadingId = `${headingId}-column-${index}`;
          return (
            <div className="mega-menu__column" key={column.title}>
              <h3 id={columnHeadingId} className="mega-menu__column-title">
                {column.title}
              </h3>
              <ul className="mega-menu__links" aria-labelledby={columnHeadingId}>
                {column.links.map((link) => (
                  <li key={link.path}>
                    <Link className="mega-menu__link" to={link.path}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
}
