import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderResult } from '@provender/contract';
import { DocumentButton } from '../../../components/document-button/document-button.tsx';
import { formatMoney } from '@provender/rules';
import type { CardReceipt } from '../utils/checkout-flow.ts';

/**
 * Step 6: the order number, its total, how a consumer paid (card issuer, last four digits and the
 * transaction id, as a card receipt shows them), the confirmation document and OK.
 */
export function ReceiptStep({
  result,
  paidWith = null,
  hidePricing,
  onOk,
}: {
  result: OrderResult;
  paidWith?: CardReceipt | null;
  hidePricing: boolean;
  onOk: () => void;
}) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6" component="p" role="status">
        Order {result.orderNumber} submitted
      </Typography>
      {result.awaitingApproval ? (
        <Alert severity="info" data-testid="receipt-awaiting-approval">
          Awaiting Approval: your approvers have been asked to approve this order. You will get an e-mail when they
          decide.
        </Alert>
      ) : null}
      {!hidePricing && result.estimatedTotal !== null ? (
        <Typography>Total: {formatMoney(result.estimatedTotal)}</Typography>
      ) : null}
      {paidWith ? (
        <Stack spacing={0.25} data-testid="receipt-payment">
          <Typography>
            Paid by {paidWith.issuer} ending in {paidWith.lastFour}
          </Typography>
          {paidWith.transactionId ? (
            <Typography variant="body2" color="text.secondary">
              Transaction {paidWith.transactionId}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {/* One row of actions, as at the other steps: OK first, the document beside it. */}
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={onOk}>
          OK
        </Button>
        {result.confirmation ? (
          <DocumentButton
            label="Confirmation"
            url={result.confirmation}
            documentId={`order-${result.orderNumber}-confirmation`}
            fileName={`Order-${result.orderNumber}-confirmation.pdf`}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
