import type { ProductDetail } from '../../../../domain/catalog/product.schema';

/** The technical data as a two-column table: each label is the header of its row. */
export function ProductSpecs({
  specs,
  labelledBy,
}: {
  specs: ProductDetail['specs'];
  labelledBy: string;
}) {
  return (
    <table className="specs-table" aria-labelledby={labelledBy}>
      <tbody>
        {specs.map((spec, index) => (
          <tr key={`${index}-${spec.label}`}>
            <th scope="row">{spec.label}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
