import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { Product } from '@provender/contract';

export interface CountLineTitleProps {
  index: number;
  product: Product | undefined;
  description: string;
  /** Moves the line up or down the shelf order; absent for the Standard guide. */
  onMove?: ((index: number, by: -1 | 1) => void) | undefined;
  isFirst: boolean;
  isLast: boolean;
}

/** A count line's product name and code, with the shelf-order arrows where the guide may be reordered. */
export function CountLineTitle({ index, product, description, onMove, isFirst, isLast }: CountLineTitleProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontSize: 18, fontWeight: 600, lineHeight: 1.3 }}>
          {description}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[product?.productCode, product?.catalogDescription].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      {onMove ? (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <IconButton
            aria-label={`Move ${description} up`}
            disabled={isFirst}
            onClick={() => onMove(index, -1)}
            sx={{ width: 48, height: 48 }}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={`Move ${description} down`}
            disabled={isLast}
            onClick={() => onMove(index, 1)}
            sx={{ width: 48, height: 48 }}
          >
            <ArrowDownwardIcon />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}
