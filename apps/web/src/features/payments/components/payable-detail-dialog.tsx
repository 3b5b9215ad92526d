import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { endpointUrl, type OpenReceivableItem, checkoutEndpoints, receivableEndpoints } from '@provender/contract';
import { formatMoney, formatUsDate } from '@provender/rules';
import { DocumentButton } from '../../../components/document-button/document-button.tsx';

/** The payable detail dialog of spec 02: Type, Reference, Date, Due date, P.O., Initial, Balance, Documents. */
export function PayableDetailDialog({ item, onClose }: { item: OpenReceivableItem | null; onClose: () => void }) {
  const rows: [string, string][] = item
    ? [
        ['Type', item.type],
        ['Reference', item.reference],
        ['Date', formatUsDate(item.invoiceDate)],
        ['Due date', formatUsDate(item.dueDate)],
        ['P.O.', item.po_number || '—'],
        ['Initial', formatMoney(item.initial)],
        ['Balance', formatMoney(item.balance)],
      ]
    : [];
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby="payable-title" fullWidth maxWidth="xs">
      <DialogTitle id="payable-title">{item ? `${item.type} ${item.reference}` : ''}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
          <Typography component="dt" variant="body2" color="text.secondary">
            Documents
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {item?.recordType === 1 && item.orderNumber ? (
              <DocumentButton
                label="Invoice"
                size="small"
                url={endpointUrl(checkoutEndpoints.getOrderInvoice, { params: { id: item.orderNumber } })}
                documentId={`invoice-${item.orderNumber}`}
                fileName={`Invoice-${item.orderNumber}.pdf`}
              />
            ) : item && (item.recordType === 6 || item.recordType === 8) ? (
              <DocumentButton
                label="C/M"
                size="small"
                url={endpointUrl(receivableEndpoints.getCreditMemoDocument, { params: { id: item.reference } })}
                documentId={`creditmemo-${item.reference}`}
                fileName={`Credit-Memo-${item.reference}.pdf`}
              />
            ) : (
              <Typography variant="body2">—</Typography>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
