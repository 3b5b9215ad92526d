import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '@provender/contract';
import { brandOf } from '../utils/product-text.ts';

/** The product's facts as a definition list. */
export function ProductDetailFields({ product }: { product: Product }) {
  const rows: [string, string][] = [
    ['Product Code', product.productCode],
    ['Brand', brandOf(product)],
    ['Pack Size', product.catalogDescription],
    ['Category', `${product.mainCategoryDescription} › ${product.categoryDescription}`],
    [
      'Sell By U/M',
      product.sellBys
        .map((s) => `${s.unitOfMeasure}${s.sellByMultiple > 1 ? ` (multiples of ${s.sellByMultiple})` : ''}`)
        .join(', '),
    ],
    ['Price By U/M', product.priceBys.map((p) => p.unitOfMeasure).join(', ')],
    ['Default Quantity', `${product.defaultQuantity.orderQuantity} ${product.defaultQuantity.unitOfMeasure}`],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
