import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { Product } from '@provender/contract';

interface PackAndCodeProps {
  product: Pick<Product, 'catalogDescription' | 'productCode'>;
  variant?: TypographyProps['variant'];
  /** Room for a second line: the code moves under the pack size instead of cutting anything. */
  wrap?: boolean;
  /** Shown after the code on the same line (the guide's usual quantity). */
  suffix?: string;
}

const nowrap = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * "4/1 GAL · #108810": pack size and product code. The code is what a buyer orders by, so it is
 * never cut; on one line the pack size gives way first (ellipsis), with `wrap` the code moves to a
 * second line.
 */
export function PackAndCode({ product, variant = 'body2', wrap = false, suffix }: PackAndCodeProps) {
  return (
    <Typography
      variant={variant}
      color="text.secondary"
      component="div"
      sx={{ display: 'flex', flexWrap: wrap ? 'wrap' : 'nowrap', columnGap: '0.5ch', minWidth: 0 }}
    >
      {product.catalogDescription ? (
        <Box component="span" sx={{ ...nowrap, minWidth: 0, flexShrink: 1 }}>
          {product.catalogDescription}
          <span aria-hidden> ·</span>
        </Box>
      ) : null}
      <Box component="span" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        #{product.productCode}
      </Box>
      {suffix ? (
        <Box component="span" sx={{ ...nowrap, minWidth: 0, flexShrink: 1 }}>
          · {suffix}
        </Box>
      ) : null}
    </Typography>
  );
}
