import ReplayIcon from '@mui/icons-material/Replay';
import DescriptionIcon from '@mui/icons-material/Description';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Hint } from '../../../components/hint/hint.tsx';
import Stack from '@mui/material/Stack';
import type { OrderHistoryRow } from '@provender/contract';

interface OrderRowActionsProps {
  order: OrderHistoryRow;
  onDocuments: (order: OrderHistoryRow) => void;
  onReorder: (order: OrderHistoryRow) => void;
  /** In the table Reorder is an icon, so the row keeps to the page's width. */
  compact?: boolean;
}

/** The Documents cell: the Order Documents dialog and Reorder. */
export function OrderRowActions({ order, onDocuments, onReorder, compact = false }: OrderRowActionsProps) {
  const reorderLabel = `Reorder order ${order.orderNumber}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DescriptionIcon />}
        onClick={() => onDocuments(order)}
        aria-label={`Documents of order ${order.orderNumber}`}
      >
        Documents
      </Button>
      {compact ? (
        <Hint title="Reorder">
          <IconButton size="small" color="primary" onClick={() => onReorder(order)} aria-label={reorderLabel}>
            <ReplayIcon fontSize="small" />
          </IconButton>
        </Hint>
      ) : (
        <Button size="small" startIcon={<ReplayIcon />} onClick={() => onReorder(order)} aria-label={reorderLabel}>
          Reorder
        </Button>
      )}
    </Stack>
  );
}
