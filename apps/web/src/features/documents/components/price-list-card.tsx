import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { ReportCard } from './report-card.tsx';
import { EffectiveDateField } from './report-date-field.tsx';

/** The price list: prices in force on the effective date; All Products only with that menu entry. */
export function PriceListCard({ allowAllProducts }: { allowAllProducts: boolean }) {
  const [effectiveDate, setEffectiveDate] = useState<string | null>(null);
  const [allProducts, setAllProducts] = useState(false);
  const params = { effectiveDate, allProducts: allowAllProducts && allProducts };
  return (
    <ReportCard
      kind="pricelist"
      params={params}
      title="Price List"
      description="Your prices, contract prices included, for the products you buy."
      fileName="Price-List.pdf"
    >
      <EffectiveDateField value={effectiveDate} onChange={setEffectiveDate} />
      {allowAllProducts ? (
        <FormControlLabel
          control={<Checkbox checked={allProducts} onChange={(e) => setAllProducts(e.target.checked)} />}
          label="All Products"
        />
      ) : null}
    </ReportCard>
  );
}
