import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CartLineError } from '@provender/contract';

export const QUICK_ENTRY_STATUS_TEXT = 'One or more of the products could not be added to the cart at this time.';

interface QuickEntryStatusDialogProps {
  errors: readonly CartLineError[] | null;
  onClose: () => void;
}

/**
 * Spec 01 section 4: the line errors of a quick-entry add, one row per refused line (the others
 * were added). Only real errors: the divisibility question is asked apart as a yes/no confirm.
 */
export function QuickEntryStatusDialog({ errors, onClose }: QuickEntryStatusDialogProps) {
  return (
    <Dialog open={errors !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="quick-entry-status-title">
      <DialogTitle id="quick-entry-status-title">Quick Entry Status</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{QUICK_ENTRY_STATUS_TEXT}</DialogContentText>
        <Table size="small" aria-label="Products not added" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700, width: '42%' }}>Product Description</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(errors ?? []).map((e, i) => (
              <TableRow key={`${e.productKey}-${e.unitOfMeasure}-${i}`}>
                <TableCell>{e.description}</TableCell>
                <TableCell sx={{ color: 'error.main' }}>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
