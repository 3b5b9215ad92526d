import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReorderResult } from '@provender/contract';
import { Link as RouterLink } from 'react-router';

interface ReorderDialogProps {
  orderNumber: string | null;
  pending: boolean;
  result: ReorderResult | undefined;
  error: Error | null;
  onClose: () => void;
}

const linesText = (n: number) => (n === 1 ? '1 line' : `${n} lines`);

/** The outcome of Reorder (decision 073): what went into the cart and every line that could not. */
export function ReorderDialog({ orderNumber, pending, result, error, onClose }: ReorderDialogProps) {
  return (
    <Dialog open={orderNumber !== null} onClose={pending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Reorder {orderNumber}</DialogTitle>
      <DialogContent>
        {pending ? (
          <CircularProgress aria-label="Adding to cart" />
        ) : error ? (
          <Typography color="error" role="alert">
            {error.message}
          </Typography>
        ) : result ? (
          <>
            <Alert severity={result.added > 0 ? 'success' : 'warning'} sx={{ mb: result.skipped.length ? 2 : 0 }}>
              {result.added > 0
                ? `${linesText(result.added)} of order ${orderNumber} added to your cart.`
                : `No line of order ${orderNumber} could be added to your cart.`}
            </Alert>
            {result.skipped.length ? (
              <>
                <Typography variant="subtitle2">{linesText(result.skipped.length)} could not be added:</Typography>
                <List dense aria-label="Lines not added">
                  {result.skipped.map((s) => (
                    <ListItem key={`${s.productCode}-${s.message}`} disableGutters>
                      <ListItemText primary={`${s.productCode} ${s.description}`} secondary={s.message} />
                    </ListItem>
                  ))}
                </List>
              </>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {result && result.added > 0 ? (
          <Button component={RouterLink} to="/cart" variant="contained">
            View Cart
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={pending}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
