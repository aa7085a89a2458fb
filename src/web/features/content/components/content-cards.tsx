import { Link } from 'react-router';

export interface ContentCard {
  path: string;
  title: string;
  description: string;
}

/** Links to other pages as cards; each card is one link (the title), the text describes it. */
export function ContentCards({
  cards,
  headingLevel = 3,
  label,
}: {
  cards: readonly ContentCard[];
  headingLevel?: 2 | 3;
  label?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="content-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.path} className="content-card">
          <Heading className="content-card__title">
            <Link className="content-card__link" to={card.path}>
              {card.title}
            </Link>
          </Heading>
          <p className="content-card__text">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
