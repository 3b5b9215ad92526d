import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { reportDocumentId, reportUrl } from '../utils/report-url.ts';
import { ReportCard } from './report-card.tsx';
import { ReportDateField } from './report-date-field.tsx';

/** The price list: prices in force on the effective date; All Products only with that menu entry. */
export function PriceListCard({ allowAllProducts }: { allowAllProducts: boolean }) {
  const [effectiveDate, setEffectiveDate] = useState<string | null>(null);
  const [allProducts, setAllProducts] = useState(false);
  const params = { effectiveDate, allProducts: allowAllProducts && allProducts };
  return (
    <ReportCard
      title="Price List"
      description="Your prices, contract prices included, for the products you buy."
      url={reportUrl('pricelist', params)}
      documentId={reportDocumentId('pricelist', params)}
      fileName="Price-List.pdf"
    >
      <ReportDateField
        label="Effective Date"
        value={effectiveDate}
        onChange={setEffectiveDate}
        helperText="Today when left empty"
      />
      {allowAllProducts ? (
        <FormControlLabel
          control={<Checkbox checked={allProducts} onChange={(e) => setAllProducts(e.target.checked)} />}
          label="All Products"
        />
      ) : null}
    </ReportCard>
  );
}
