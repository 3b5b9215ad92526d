import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductHistoryRow } from '@provender/contract';
import { formatUsDate } from '@provender/rules';
import { Link as RouterLink } from 'react-router';
import { formatQuantity, formatTotal } from '../utils/history-format.ts';
import { productPath } from './product-history-table.tsx';

interface ProductHistoryCardsProps {
  rows: readonly ProductHistoryRow[];
  showPrice: boolean;
}

/** Under 700 px each invoiced line is a card. */
export function ProductHistoryCards({ rows, showPrice }: ProductHistoryCardsProps) {
  return (
    <Stack spacing={1.5} component="ul" aria-label="Product history" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {rows.map((r, i) => (
        <Card key={`${r.orderNumber}-${r.productKey}-${i}`} variant="outlined" component="li">
          <CardContent>
            <Link component={RouterLink} to={productPath(r)} variant="subtitle1" sx={{ fontWeight: 600 }}>
              {r.productCode}
            </Link>
            <Link component={RouterLink} to={productPath(r)} color="inherit" sx={{ display: 'block' }}>
              {r.description}
            </Link>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
              <Typography variant="body2">
                {formatQuantity(r.quantity)} {r.unitOfMeasure_SellBy}
                {showPrice ? ` · ${formatTotal(r.price)}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {r.type}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Order {r.orderNumber} · Invoiced {formatUsDate(r.invoiceDate)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
