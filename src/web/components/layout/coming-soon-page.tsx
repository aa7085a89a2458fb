import { COMMON_MESSAGES } from '../../../domain/messages';
import { PageHeading } from './page-heading';

/** A route whose page a later issue builds: its title and a short note. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="page page--narrow">
      <PageHeading title={title} />
      <p>{COMMON_MESSAGES.comingSoon}</p>
    </section>
  );
}
