import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderHistoryRow } from '@provender/contract';
import { formatUsDate } from '@provender/rules';
import { formatTotal } from '../utils/history-format.ts';
import { OrderRowActions } from './order-row-actions.tsx';

interface OrderHistoryCardsProps {
  rows: readonly OrderHistoryRow[];
  onDocuments: (order: OrderHistoryRow) => void;
  onReorder: (order: OrderHistoryRow) => void;
}

/** Under 700 px each order is a card with the table's fields. */
export function OrderHistoryCards({ rows, onDocuments, onReorder }: OrderHistoryCardsProps) {
  return (
    <Stack spacing={1.5} component="ul" aria-label="Order history" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {rows.map((r) => (
        <Card key={r.orderNumber} variant="outlined" component="li">
          <CardContent sx={{ pb: 0 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                Order {r.orderNumber}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{formatTotal(r.total)}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Ordered {formatUsDate(r.orderDate)}
              {r.deliveryDate ? ` · Delivery ${formatUsDate(r.deliveryDate)}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {r.status}
              {r.pO_Number ? ` · P.O. ${r.pO_Number}` : ''}
            </Typography>
          </CardContent>
          <CardActions>
            <OrderRowActions order={r} onDocuments={onDocuments} onReorder={onReorder} />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
