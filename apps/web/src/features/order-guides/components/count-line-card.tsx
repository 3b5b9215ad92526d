import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { Par, Product } from '@provender/contract';
import { isCountInput, suggestionOf, unitsOf, type CountEntry } from '../utils/count-lines.ts';

export interface CountLineCardProps {
  index: number;
  product: Product | undefined;
  /** The guide's sell-by unit: the order goes out in it. */
  sellByUnit: string;
  entry: CountEntry;
  par: Par | null;
  /** From "Suggest pars", shown beside the par until it is used or the suggestions are closed. */
  suggestedPar: Par | null | undefined;
  onChange: (productKey: number, patch: Partial<CountEntry>) => void;
  onEditPar: (productKey: number) => void;
  onUseSuggestedPar: (productKey: number, par: Par) => void;
  /** Moves the line up or down the shelf order; absent for the Standard guide. */
  onMove?: ((index: number, by: -1 | 1) => void) | undefined;
  isFirst: boolean;
  isLast: boolean;
}

/** Big enough for a thumb in a glove: 56 px controls, 24 px numbers. */
const TOUCH = 56;
const formatNumber = (n: number) => String(Number(n.toFixed(2)));
const parText = (par: Par | null) => (par ? `${formatNumber(par.quantity)} ${par.unitOfMeasure}` : 'not set');

/**
 * One line of count mode (issue 34): the product, On Hand in any unit of the product (a numeric
 * keypad, 2 decimals), its Par, and the order suggested in the guide's sell-by unit, which the
 * buyer may change. Laid out for one hand on a phone: everything a thumb needs is a large target.
 */
export const CountLineCard = memo(function CountLineCard(props: CountLineCardProps) {
  const { product, entry, par, sellByUnit, onChange } = props;
  const units = product ? unitsOf(product).map((u) => u.unitOfMeasure) : [entry.onHandUnit];
  const suggested = suggestionOf(entry, par, product, sellByUnit);
  const description = product?.description ?? `Product ${entry.productKey}`;
  const orderLabel = `Order (${sellByUnit})`;
  const overridden = entry.orderQuantity.trim() !== '';
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2, borderRadius: 2 }} aria-label={description}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontSize: 18, fontWeight: 600, lineHeight: 1.3 }}>
            {description}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[product?.productCode, product?.catalogDescription].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        {props.onMove ? (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <IconButton
              aria-label={`Move ${description} up`}
              disabled={props.isFirst}
              onClick={() => props.onMove?.(props.index, -1)}
              sx={{ width: 48, height: 48 }}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Move ${description} down`}
              disabled={props.isLast}
              onClick={() => props.onMove?.(props.index, 1)}
              sx={{ width: 48, height: 48 }}
            >
              <ArrowDownwardIcon />
            </IconButton>
          </Box>
        ) : null}
      </Box>

      <Box sx={{ display: 'flex', gap: 1.5, mt: 1.5, alignItems: 'stretch', flexWrap: 'wrap' }}>
        <TextField
          label="On Hand"
          value={entry.onHand}
          onChange={(e) => isCountInput(e.target.value) && onChange(entry.productKey, { onHand: e.target.value })}
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              enterKeyHint: 'next',
              autoComplete: 'off',
              'aria-label': `On Hand, ${description}`,
            },
            input: { sx: { fontSize: 24, height: TOUCH } },
          }}
          sx={{ width: 132 }}
        />
        <ToggleButtonGroup
          exclusive
          value={entry.onHandUnit}
          onChange={(_e, unit: string | null) => unit && onChange(entry.productKey, { onHandUnit: unit })}
          aria-label={`On Hand unit, ${description}`}
          sx={{ height: TOUCH }}
        >
          {units.map((unit) => (
            <ToggleButton key={unit} value={unit} sx={{ minWidth: TOUCH, fontSize: 16, fontWeight: 600 }}>
              {unit}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

      <Box sx={{ display: 'flex', gap: 1.5, mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="text"
          onClick={() => props.onEditPar(entry.productKey)}
          aria-label={par ? `Par ${parText(par)}, ${description}: change` : `Set par, ${description}`}
          sx={{ minHeight: 48, fontSize: 16, px: 1, textTransform: 'none' }}
        >
          {par ? `Par ${parText(par)}` : 'Set par'}
        </Button>
        {props.suggestedPar !== undefined ? (
          props.suggestedPar ? (
            <Button
              variant="outlined"
              size="large"
              onClick={() => props.suggestedPar && props.onUseSuggestedPar(entry.productKey, props.suggestedPar)}
              sx={{ minHeight: 48, textTransform: 'none' }}
            >
              {`Use ${parText(props.suggestedPar)}`}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No history
            </Typography>
          )
        ) : null}
        <Box sx={{ flex: 1 }} />
        <TextField
          label={orderLabel}
          value={overridden ? entry.orderQuantity : suggested === null ? '' : formatNumber(suggested)}
          onChange={(e) =>
            isCountInput(e.target.value) && onChange(entry.productKey, { orderQuantity: e.target.value })
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-label': `${orderLabel}, ${description}` },
            input: { sx: { fontSize: 24, height: TOUCH, fontWeight: 700 } },
          }}
          helperText={
            overridden
              ? suggested === null
                ? 'Your quantity'
                : `Suggested ${formatNumber(suggested)}`
              : suggested === null
                ? ' '
                : 'Suggested'
          }
          sx={{ width: 132 }}
        />
      </Box>
    </Paper>
  );
});
