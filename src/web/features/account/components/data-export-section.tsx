import { useId } from 'react';
import { SETTINGS_MESSAGES as M } from '../../../../domain/account/profile.messages';
import '../../../styles/settings.css';

/** The file's address: a plain link, so the browser downloads it with the server's file name. */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/** "Scarica i tuoi dati" of /settings (GDPR arts. 15 and 20): one JSON file of the account. */
export function DataExportSection() {
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.exportTitle}</h2>
      <p className="settings-section__intro">{M.exportIntro}</p>
      <a className="button button--ghost" href={ACCOUNT_EXPORT_PATH} download>
        {M.exportButton}
      </a>
    </section>
  );
}
