import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OpenReceivableItem } from '@provender/contract';
import { formatMoney, formatUsDate } from '@provender/rules';
import { canContinue, entryFor, fullBalance, selectionTotal, type Selection } from '../utils/payment-selection.ts';

interface Props {
  items: OpenReceivableItem[];
  selection: Selection;
  onChange: (selection: Selection) => void;
  onOpen: (item: OpenReceivableItem) => void;
  onContinue: () => void;
}

/** Step 1: tick items (full balance) or type an amount (0 deselects); Continue follows the rules. */
export function SelectPaymentsStep({ items, selection, onChange, onOpen, onContinue }: Props) {
  const set = (arCode: string, entry: Selection[string] | null) => {
    const next = { ...selection };
    if (entry) next[arCode] = entry;
    else delete next[arCode];
    onChange(next);
  };
  const total = selectionTotal(selection);
  return (
    <Box>
      <Box role="list" aria-label="Open A/R items" sx={{ display: 'grid', gap: 1 }}>
        {items.map((item) => {
          const entry = selection[item.arCode];
          const label = `${item.type} ${item.reference}`;
          return (
            <Box
              role="listitem"
              key={item.arCode}
              data-testid={`payable-${item.reference}`}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1.4fr 1fr 1fr 1fr 160px' },
                alignItems: 'center',
                columnGap: 1.5,
                rowGap: 0.5,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Checkbox
                checked={entry !== undefined}
                onChange={(e) => set(item.arCode, e.target.checked ? fullBalance(item) : null)}
                slotProps={{ input: { 'aria-label': `Pay ${label}` } }}
                sx={{ gridRow: { xs: 'span 2', sm: 'auto' } }}
              />
              <Box>
                <Link
                  component="button"
                  type="button"
                  variant="body1"
                  onClick={() => onOpen(item)}
                  sx={{ textAlign: 'left' }}
                >
                  {label}
                </Link>
                <Typography variant="caption" color="text.secondary" component="div">
                  {item.po_number ? `P.O. ${item.po_number}` : '\u00a0'}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                {formatUsDate(item.invoiceDate)}
              </Typography>
              <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                Due {formatUsDate(item.dueDate)}
              </Typography>
              <Typography variant="body2" sx={{ textAlign: { sm: 'right' }, fontVariantNumeric: 'tabular-nums' }}>
                <Box component="span" sx={{ display: { sm: 'none' } }}>
                  Balance{' '}
                </Box>
                {formatMoney(item.balance)}
              </Typography>
              <TextField
                size="small"
                label="Apply"
                value={entry?.apply ?? ''}
                onChange={(e) => set(item.arCode, e.target.value === '' ? null : entryFor(item, e.target.value))}
                error={!!entry?.helperText}
                helperText={entry?.helperText ?? undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Amount for ${label}` } }}
                sx={{ gridColumn: { xs: '2', sm: 'auto' } }}
              />
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 2 }}>
        <Typography variant="h6" component="p" data-testid="payment-total">
          Total {formatMoney(total)}
        </Typography>
        <Button variant="contained" disabled={!canContinue(selection)} onClick={onContinue}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}
