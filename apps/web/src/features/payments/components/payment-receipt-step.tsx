import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { endpointUrl, type PaymentResult, receivableEndpoints } from '@provender/contract';
import { formatMoney } from '@provender/rules';
import { DocumentButton } from '../../../components/document-button/document-button.tsx';

/** Step 5: Payment Receipt, or Payment Failed with the reason. */
export function PaymentReceiptStep({
  result,
  amount,
  method,
  onAgain,
  onBack,
}: {
  result: PaymentResult;
  amount: string;
  method: string;
  onAgain: () => void;
  onBack: () => void;
}) {
  const key = result.invoicePaymentKey;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {result.isSuccess ? 'Payment Receipt' : 'Payment Failed'}
      </Typography>
      {result.isSuccess ? (
        <>
          <Typography>
            {method} payment of {formatMoney(amount)} received.
          </Typography>
          {result.transactionId ? <Typography variant="body2">Transaction {result.transactionId}</Typography> : null}
          {key !== null ? (
            <Box>
              <DocumentButton
                label="Receipt"
                url={endpointUrl(receivableEndpoints.getPaymentReceipt, { params: { id: key } })}
                documentId={`payment-${key}`}
                fileName={`Payment-Receipt-${key}.pdf`}
              />
            </Box>
          ) : null}
          <Box>
            <Button variant="contained" onClick={onAgain}>
              Done
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Alert severity="error">{result.errorReason}</Alert>
          <Box>
            <Button variant="contained" onClick={onBack}>
              Back
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
