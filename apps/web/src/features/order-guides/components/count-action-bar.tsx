import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { CountMessages } from '@provender/contract';

export interface CountActionBarProps {
  suggestDisabled: boolean;
  addDisabled: boolean;
  /** How many lines would be ordered. */
  toOrder: number;
  onSuggest: () => void;
  onAdd: () => void;
}

/** Count mode's bar fixed at the bottom of the screen, in thumb's reach: Suggest pars and Add to Cart. */
export function CountActionBar({ suggestDisabled, addDisabled, toOrder, onSuggest, onAdd }: CountActionBarProps) {
  return (
    <Paper
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 3,
        p: 1.5,
        display: 'flex',
        gap: 1,
        justifyContent: 'center',
      }}
    >
      <Button
        variant="outlined"
        size="large"
        startIcon={<AutoFixHighIcon />}
        disabled={suggestDisabled}
        onClick={onSuggest}
        sx={{ minHeight: 56, flex: '0 0 auto', whiteSpace: 'nowrap' }}
      >
        {CountMessages.suggestPars}
      </Button>
      <Button
        variant="contained"
        size="large"
        startIcon={<AddShoppingCartIcon />}
        disabled={addDisabled}
        onClick={onAdd}
        sx={{ minHeight: 56, flex: '1 1 auto', maxWidth: 420, fontSize: 18, whiteSpace: 'nowrap' }}
      >
        {toOrder > 0 ? `Add to Cart (${toOrder})` : 'Add to Cart'}
      </Button>
    </Paper>
  );
}
