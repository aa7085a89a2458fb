import { Link } from 'react-router';
import '../../../styles/catalog.css';
import { useProducts, type ProductListParams } from '../api/get-products';
import { ProductListState } from './product-list-state';

/** A home-page section: a title, a "see all" link and one row of tiles that scrolls sideways. */
export function ProductStrip({
  id,
  title,
  params,
  link,
}: {
  id: string;
  title: string;
  params: ProductListParams;
  link: { to: string; label: string };
}) {
  const products = useProducts(params);
  // An empty strip (no offers right now) is left out rather than shown empty.
  if (products.isSuccess && products.data.items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__inner">
        <div className="home-section__header">
          <h2 id={id} className="section-title">
            {title}
          </h2>
          <Link className="home-section__link" to={link.to}>
            {link.label} <span aria-hidden="true">›</span>
          </Link>
        </div>
        <ProductListState query={products} headingLevel={3} variant="strip" />
      </div>
    </section>
  );
}
