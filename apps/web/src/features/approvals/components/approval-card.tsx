import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingApproval } from '@provender/contract';
import { Decimal, formatMoney, formatUsDate, sumMoney } from '@provender/rules';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useDecideOrder } from '../api/decide-order.ts';
import { ApprovalLines } from './approval-lines.tsx';
import { RejectDialog } from './reject-dialog.tsx';

/** The line total with changed quantities: each extension scales with its quantity, as the server's does. */
function changedTotal(order: PendingApproval, quantities: Record<number, number>): number | null {
  if (order.lineTotal === null) return null;
  const extensions = order.lines.map((line) => {
    const quantity = quantities[line.lineNo] ?? line.quantity;
    if (line.quantity === 0 || line.extension === null) return null;
    return new Decimal(line.extension).times(quantity).div(line.quantity).toDecimalPlaces(2);
  });
  return sumMoney(extensions).toNumber();
}

export function ApprovalCard({ order }: { order: PendingApproval }) {
  const decide = useDecideOrder();
  const notify = useNotify();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [rejecting, setRejecting] = useState(false);
  const changed = Object.entries(quantities)
    .map(([lineNo, quantity]) => ({ lineNo: Number(lineNo), quantity }))
    .filter((c) => order.lines.some((l) => l.lineNo === c.lineNo && l.quantity !== c.quantity));
  const total = changed.length > 0 ? changedTotal(order, quantities) : order.lineTotal;
  const invalid = Object.values(quantities).some((q) => !Number.isFinite(q) || q < 0);
  const failure = decide.error
    ? isApiRequestError(decide.error)
      ? decide.error.firstError
      : decide.error.message
    : null;
  const heading = `Order ${order.orderNumber}`;

  return (
    <Card variant="outlined" component="section" aria-label={heading}>
      <CardContent>
        <ApprovalHeading order={order} heading={heading} total={total} />
        <Alert severity="info" sx={{ my: 1.5 }}>
          {order.reason}
        </Alert>
        {failure ? (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {failure}
          </Alert>
        ) : null}
        <ApprovalLines
          lines={order.lines}
          quantities={quantities}
          onQuantity={(lineNo, quantity) => setQuantities((q) => ({ ...q, [lineNo]: quantity }))}
        />
        {changed.length > 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Quantities changed: the order is approved with them.
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button
          variant="contained"
          disabled={decide.isPending || invalid}
          onClick={() =>
            decide.mutate(
              { kind: 'approve', orderNumber: order.orderNumber, body: changed.length > 0 ? { lines: changed } : {} },
              { onSuccess: (result) => notify({ type: 'success', message: result.message }) },
            )
          }
        >
          Approve
        </Button>
        <Button color="error" disabled={decide.isPending} onClick={() => setRejecting(true)}>
          Reject
        </Button>
      </CardActions>
      <RejectDialog
        open={rejecting}
        orderNumber={order.orderNumber}
        busy={decide.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(reason) =>
          decide.mutate(
            { kind: 'reject', orderNumber: order.orderNumber, reason },
            {
              onSuccess: (result) => notify({ type: 'success', message: result.message }),
              onSettled: () => setRejecting(false),
            },
          )
        }
      />
    </Card>
  );
}

/** The order's number and total, who submitted it and when, and where it goes. */
function ApprovalHeading({ order, heading, total }: { order: PendingApproval; heading: string; total: number | null }) {
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
        {total !== null ? (
          <Typography variant="h6" component="p" data-testid="approval-total">
            {formatMoney(total)}
          </Typography>
        ) : null}
      </Stack>
      <Typography color="text.secondary">
        {order.buyer} · submitted {formatUsDate(order.orderDate.slice(0, 10))}
        {order.deliveryDate ? ` · delivery ${formatUsDate(order.deliveryDate)}` : ''}
      </Typography>
      <Typography color="text.secondary">
        Ship-to {order.shiptoCode ?? ''} {order.shiptoName}
        {order.pO_Number ? ` · P.O. ${order.pO_Number}` : ''}
      </Typography>
    </>
  );
}
