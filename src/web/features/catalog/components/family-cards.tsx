import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HOME_PAGE_MESSAGES } from '../../../../domain/catalog/catalog.messages';
import type { Category } from '../../../../domain/catalog/product.schema';
import { APP_ROUTES } from '../../../../domain/routes';
import '../../../styles/catalog.css';
import { useCategories } from '../api/get-categories';
import { productsQueryOptions, type ProductListParams } from '../api/get-products';
import { ProductImage } from './product-image';

/** The product whose picture represents a family: its first one by relevance. */
export function familyImageParams(category: string): ProductListParams {
  return { category, pageSize: 1 };
}

export function familyPath(slug: string): string {
  return `${APP_ROUTES.products.path}/${slug}`;
}

function FamilyCard({ category }: { category: Category }) {
  const product = useQuery(productsQueryOptions(familyImageParams(category.slug)));
  const image = product.data?.items[0]?.images[0];
  return (
    <li className="family-card">
      <div className="family-card__media">
        <ProductImage className="family-card__image" src={image} alt="" />
      </div>
      <div className="family-card__body">
        <h3 className="family-card__name">
          <Link className="family-card__link" to={familyPath(category.slug)}>
            {category.name}
          </Link>
        </h3>
        <p className="family-card__text">{category.description}</p>
        <span className="family-card__cta" aria-hidden="true">
          {HOME_PAGE_MESSAGES.familyCta(category.name)} ›
        </span>
      </div>
    </li>
  );
}

/** The four families (iPhone, Mac, iPad, Watch) as cards to their listing pages. */
export function FamilyCards() {
  const categories = useCategories();
  // Without the families the home page still works: the section is simply left out.
  if (!categories.data || categories.data.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-families-title">
      <div className="home-section__inner">
        <h2 id="home-families-title" className="section-title">
          {HOME_PAGE_MESSAGES.familiesTitle}
        </h2>
        <ul className="family-cards">
          {categories.data.map((category) => (
            <FamilyCard key={category.slug} category={category} />
          ))}
        </ul>
      </div>
    </section>
  );
}
