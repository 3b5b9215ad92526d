import Box from '@mui/material/Box';
import type { GuideCount, Par, Product, SuggestedPars } from '@provender/contract';
import type { CountEntry } from '../utils/count-lines.ts';
import { CountLineCard } from './count-line-card.tsx';

export interface CountLineListProps {
  lines: GuideCount['lines'];
  entries: ReadonlyMap<number, CountEntry>;
  productOf: (key: number) => Product | undefined;
  suggested: SuggestedPars | null;
  onChange: (productKey: number, patch: Partial<CountEntry>) => void;
  onEditPar: (productKey: number) => void;
  onUseSuggestedPar: (productKey: number, par: Par) => void;
  onMove: ((index: number, by: -1 | 1) => void) | undefined;
}

/** The count's lines in shelf order, one card each. */
export function CountLineList({ lines, entries, productOf, suggested, ...on }: CountLineListProps) {
  const suggestedParOf = (key: number) =>
    suggested ? (suggested.lines.find((l) => l.productKey === key)?.par ?? null) : undefined;
  return (
    <Box
      component="ol"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 0, m: 0 }}
      aria-label="Count lines"
    >
      {lines.map((line, i) => {
        const entry = entries.get(line.productKey);
        return entry ? (
          <CountLineCard
            key={line.productKey}
            index={i}
            product={productOf(line.productKey)}
            sellByUnit={line.unitOfMeasure}
            entry={entry}
            par={line.par}
            suggestedPar={suggestedParOf(line.productKey)}
            onChange={on.onChange}
            onEditPar={on.onEditPar}
            onUseSuggestedPar={on.onUseSuggestedPar}
            onMove={on.onMove}
            isFirst={i === 0}
            isLast={i === lines.length - 1}
          />
        ) : null;
      })}
    </Box>
  );
}
