import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { endpointUrl, type OrderHistoryRow, checkoutEndpoints, historyEndpoints } from '@provender/contract';
import { DocumentButton } from '../../../components/document-button/document-button.tsx';

interface OrderDocumentsDialogProps {
  order: OrderHistoryRow | null;
  onClose: () => void;
}

/** Spec 02: Order Documents lists Confirmation, Invoice and the scan documents, with Close. */
export function OrderDocumentsDialog({ order, onClose }: OrderDocumentsDialogProps) {
  const none = order && !order.orderConfirmation && !order.invoice && order.scanDocuments.length === 0;
  return (
    <Dialog open={order !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Order Documents</DialogTitle>
      {order ? (
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Order {order.orderNumber}
          </Typography>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {order.orderConfirmation ? (
              <DocumentButton
                label="Confirmation"
                url={endpointUrl(checkoutEndpoints.getOrderConfirmation, { params: { id: order.orderNumber } })}
                documentId={`order-${order.orderNumber}-confirmation`}
                fileName={`Order-${order.orderNumber}-confirmation.pdf`}
              />
            ) : null}
            {order.invoice ? (
              <DocumentButton
                label="Invoice"
                url={endpointUrl(checkoutEndpoints.getOrderInvoice, { params: { id: order.orderNumber } })}
                documentId={`order-${order.orderNumber}-invoice`}
                fileName={`Invoice-${order.orderNumber}.pdf`}
              />
            ) : null}
            {order.scanDocuments.map((scan) => (
              <DocumentButton
                key={scan.key}
                label={scan.name}
                url={endpointUrl(historyEndpoints.getOrderScan, {
                  params: { id: order.orderNumber, scanId: scan.key },
                })}
                documentId={`order-${order.orderNumber}-scan-${scan.key}`}
                fileName={`${scan.name} ${order.orderNumber}.pdf`}
              />
            ))}
            {none ? <Typography>No documents are available for this order.</Typography> : null}
          </Stack>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
