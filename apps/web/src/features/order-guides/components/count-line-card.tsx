import { memo } from 'react';
import Paper from '@mui/material/Paper';
import type { Par, Product } from '@provender/contract';
import { suggestionOf, unitsOf, type CountEntry } from '../utils/count-lines.ts';
import { CountLineOnHand } from './count-line-on-hand.tsx';
import { CountLineOrder } from './count-line-order.tsx';
import { CountLineTitle } from './count-line-title.tsx';

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

/**
 * One line of count mode (issue 34): the product, On Hand in any unit of the product (a numeric
 * keypad, 2 decimals), its Par, and the order suggested in the guide's sell-by unit, which the
 * buyer may change. Laid out for one hand on a phone: everything a thumb needs is a large target.
 */
export const CountLineCard = memo(function CountLineCard(props: CountLineCardProps) {
  const { product, entry, par, sellByUnit, onChange } = props;
  const units = product ? unitsOf(product).map((u) => u.unitOfMeasure) : [entry.onHandUnit];
  const description = product?.description ?? `Product ${entry.productKey}`;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2, borderRadius: 2 }} aria-label={description}>
      <CountLineTitle
        index={props.index}
        product={product}
        description={description}
        onMove={props.onMove}
        isFirst={props.isFirst}
        isLast={props.isLast}
      />
      <CountLineOnHand entry={entry} units={units} description={description} onChange={onChange} />
      <CountLineOrder
        entry={entry}
        par={par}
        suggestedPar={props.suggestedPar}
        suggested={suggestionOf(entry, par, product, sellByUnit)}
        sellByUnit={sellByUnit}
        description={description}
        onChange={onChange}
        onEditPar={props.onEditPar}
        onUseSuggestedPar={props.onUseSuggestedPar}
      />
    </Paper>
  );
});
