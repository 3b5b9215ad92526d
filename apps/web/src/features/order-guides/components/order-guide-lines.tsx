import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { Hint } from '../../../components/hint/hint.tsx';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RemoveCircleOutlinedIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Fragment } from 'react';
import type { OrderGuide, Product } from '@provender/contract';
import { GuideProductImage } from './guide-product-image.tsx';

interface OrderGuideLinesProps {
  guide: OrderGuide;
  products: ReadonlyMap<number, Product> | undefined;
  busy: boolean;
  onEdit: (product: Product) => void;
  onRemove: (product: Product) => void;
}

/** The products of a guide in guide order, each with its usual quantity and Edit and Remove actions. */
export function OrderGuideLines({ guide, products, busy, onEdit, onRemove }: OrderGuideLinesProps) {
  if (guide.products.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        This order guide has no products yet. Use Add New Product to choose some.
      </Typography>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={`Products of ${guide.name}`}
    >
      {guide.products.map((line, i) => {
        const product = products?.get(line.productKey);
        return (
          <Fragment key={line.productKey}>
            {i > 0 ? <Divider component="li" aria-hidden /> : null}
            <Box
              component="li"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: { xs: 1, sm: 2 },
                pl: 2,
                pr: { xs: 0.5, sm: 2 },
                minHeight: 64,
                py: 1,
              }}
            >
              <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                {product ? (
                  <GuideProductImage file={product.listImage} />
                ) : (
                  <Skeleton variant="rounded" width={48} height={48} />
                )}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  title={product?.description}
                  sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {product ? product.description : <Skeleton width="60%" />}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {product ? (
                    [`#${product.productCode}`, product.additional['k1']].filter(Boolean).join(' · ')
                  ) : (
                    <Skeleton width="30%" />
                  )}
                </Typography>
              </Box>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} aria-label="Usual quantity">
                {`${line.orderQuantity} ${line.unitOfMeasure}`}
              </Typography>
              <LineActions line={line} product={product} busy={busy} onEdit={onEdit} onRemove={onRemove} />
            </Box>
          </Fragment>
        );
      })}
    </Paper>
  );
}

/** A line's Edit quantity and Remove from guide buttons. */
function LineActions({
  line,
  product,
  busy,
  onEdit,
  onRemove,
}: {
  line: OrderGuide['products'][number];
  product: Product | undefined;
  busy: boolean;
  onEdit: (product: Product) => void;
  onRemove: (product: Product) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flex: 'none' }}>
      <Hint title="Edit quantity">
        <span>
          <IconButton
            aria-label={`Edit quantity of ${product?.description ?? line.productKey}`}
            disabled={!product || busy}
            onClick={() => product && onEdit(product)}
          >
            <EditOutlinedIcon />
          </IconButton>
        </span>
      </Hint>
      <Hint title="Remove from guide">
        <span>
          <IconButton
            aria-label={`Remove ${product?.description ?? line.productKey}`}
            disabled={!product || busy}
            onClick={() => product && onRemove(product)}
          >
            <RemoveCircleOutlinedIcon />
          </IconButton>
        </span>
      </Hint>
    </Box>
  );
}
