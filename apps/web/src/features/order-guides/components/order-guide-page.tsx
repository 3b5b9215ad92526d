import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { OrderGuideMessages, STANDARD_ORDER_GUIDE, isReservedOrderGuideName, type Product } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { readHashParam, withHashParam } from '../../../components/url-hash/hash-params.ts';
import { useCreateOrderGuide } from '../api/create-order-guide.ts';
import { useDeleteOrderGuide } from '../api/delete-order-guide.ts';
import { useGuideProducts } from '../api/get-guide-products.ts';
import { useOrderGuides } from '../api/get-order-guides.ts';
import { OrderGuideWriteError } from '../api/order-guide-write.ts';
import { usePatchOrderGuide } from '../api/patch-order-guide.ts';
import { editableGuides, findGuide } from '../utils/guide-names.ts';
import { GUIDE_HASH_PARAM, editorPath, productsPath, type GuideViewerState } from '../utils/guide-paths.ts';
import { quantityValue, type GuideEntry } from '../utils/guide-selection.ts';
import { DeleteGuideProductDialog } from './delete-guide-product-dialog.tsx';
import { DeleteOrderGuideDialog } from './delete-order-guide-dialog.tsx';
import { GuideNameDialog } from './guide-name-dialog.tsx';
import { GuideQuantityDialog } from './guide-quantity-dialog.tsx';
import { OrderGuideHeader } from './order-guide-header.tsx';
import { OrderGuideLines } from './order-guide-lines.tsx';
import { CountAndOrder } from './count-and-order.tsx';

type OpenDialog = 'create' | 'copy' | 'delete' | null;

/** Spec 01 section 8: copy and create failures with these codes show the server's reason inline. */
const INLINE_FAILURES = new Set([400, 405, 409]);

const errorText = (err: Error) => (isApiRequestError(err) ? err.firstError : err.message);

/**
 * /order-guide: the customer's guides (Standard is not offered) and the products of the chosen one.
 * `countable` offers Count & Order and says when the guide was last counted (issue 34; not in punchout).
 */
export function OrderGuidePage({ countable = false }: { countable?: boolean }) {
  const guides = useOrderGuides();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateOrderGuide();
  const remove = useDeleteOrderGuide();
  const patch = usePatchOrderGuide();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [copyError, setCopyError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ product: Product; entry: GuideEntry } | null>(null);
  const [removing, setRemoving] = useState<Product | null>(null);

  const list = editableGuides(guides.data);
  const requested = readHashParam(location.hash, GUIDE_HASH_PARAM).trim();
  const found = requested ? findGuide(list, requested) : undefined;
  // Issue 36 item 7: an address naming a guide the customer does not have (deleted, renamed, another
  // customer's, mistyped) chooses none in its place, so nothing shown beside Delete is a guess.
  const missing = requested && !found ? requested : null;
  const selected = missing === null ? (found ?? list[0] ?? null) : null;
  const notCreated = Boolean((location.state as GuideViewerState | null)?.notCreated);
  const products = useGuideProducts(selected?.products.map((p) => p.productKey) ?? []);
  const select = (name: string) =>
    void navigate({ hash: withHashParam('', GUIDE_HASH_PARAM, name) }, { replace: true });

  const changeLine = (product: Product, entry: GuideEntry | null) => {
    if (!selected) return;
    const line = entry
      ? {
          productKey: product.productKey,
          orderQuantity: quantityValue(entry.quantity),
          unitOfMeasure: entry.unitOfMeasure,
          isDelete: false,
          sequence: -1 as const,
        }
      : { productKey: product.productKey, orderQuantity: 0, isDelete: true, sequence: -1 as const };
    patch.mutate(
      { name: selected.name, lines: [line] },
      {
        onSuccess: () => {
          setEditing(null);
          setRemoving(null);
        },
        onError: (err) => {
          setRemoving(null);
          notify({ type: 'error', message: err.message });
        },
      },
    );
  };

  const copy = (name: string) => {
    if (!selected) return;
    setCopyError(null);
    const lines = selected.products.map((p) => ({
      productKey: p.productKey,
      orderQuantity: p.orderQuantity,
      unitOfMeasure: p.unitOfMeasure,
    }));
    create.mutate(
      { name, lines },
      {
        onSuccess: () => {
          setDialog(null);
          notify({ type: 'success', message: OrderGuideMessages.created(name) });
          select(name);
        },
        onError: (err) => {
          if (err instanceof OrderGuideWriteError && INLINE_FAILURES.has(err.errorCode)) setCopyError(err.message);
        },
      },
    );
  };

  const confirmDelete = (name: string) =>
    remove.mutate(name, {
      onSuccess: () => {
        setDialog(null);
        notify({ type: 'success', message: `Deleted order guide "${name}".` });
        select('');
      },
      onError: (err) => {
        setDialog(null);
        notify({ type: 'error', message: err.message });
      },
    });

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Order Guides
      </Typography>
      {guides.isError ? (
        <Alert severity="error">{errorText(guides.error)}</Alert>
      ) : guides.isPending ? (
        <Box aria-busy="true" aria-label="Loading order guides">
          <Skeleton variant="rounded" height={40} sx={{ mb: 2, maxWidth: 640 }} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : (
        <>
          <OrderGuideHeader
            names={list.map((g) => g.name)}
            selected={selected?.name ?? null}
            onSelect={select}
            onCreate={() => setDialog('create')}
            onAddProduct={() => selected && void navigate(editorPath('edit', selected.name))}
            onDelete={() => setDialog('delete')}
            onCopy={() => {
              setCopyError(null);
              setDialog('copy');
            }}
          />
          <Box sx={{ mt: 3 }}>
            {missing !== null ? (
              <MissingGuide name={missing} notCreated={notCreated} hasGuides={list.length > 0} />
            ) : selected ? (
              <>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 2,
                    mb: 1,
                    flexWrap: 'wrap',
                  }}
                >
                  <Typography variant="subtitle1" component="h2">
                    {`${selected.name}: ${selected.products.length} ${selected.products.length === 1 ? 'product' : 'products'}`}
                  </Typography>
                  {selected.products.length > 0 ? (
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      {countable ? <CountAndOrder name={selected.name} /> : null}
                      <Button
                        component={RouterLink}
                        to={productsPath(selected.name)}
                        startIcon={<ShoppingCartCheckoutIcon />}
                      >
                        Order from this guide
                      </Button>
                    </Box>
                  ) : null}
                </Box>
                {products.isError ? (
                  <Alert severity="error" sx={{ mb: 2 }}>
                    {errorText(products.error)}
                  </Alert>
                ) : null}
                <OrderGuideLines
                  guide={selected}
                  products={products.data}
                  busy={patch.isPending}
                  onEdit={(product) => {
                    const line = selected.products.find((p) => p.productKey === product.productKey);
                    if (line)
                      setEditing({
                        product,
                        entry: {
                          productKey: line.productKey,
                          quantity: String(line.orderQuantity),
                          unitOfMeasure: line.unitOfMeasure,
                        },
                      });
                  }}
                  onRemove={setRemoving}
                />
              </>
            ) : (
              <Typography color="text.secondary" sx={{ py: 4 }}>
                {OrderGuideMessages.noGuides}
              </Typography>
            )}
          </Box>
        </>
      )}
      <GuideNameDialog
        open={dialog === 'create'}
        mode="create"
        guides={guides.data ?? []}
        onCancel={() => setDialog(null)}
        onSubmit={(name) => void navigate(editorPath('create', name))}
      />
      <GuideNameDialog
        open={dialog === 'copy'}
        mode="copy"
        source={selected?.name}
        guides={guides.data ?? []}
        busy={create.isPending}
        serverError={copyError}
        onCancel={() => setDialog(null)}
        onSubmit={copy}
      />
      <DeleteOrderGuideDialog
        name={dialog === 'delete' ? (selected?.name ?? null) : null}
        busy={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={confirmDelete}
      />
      <DeleteGuideProductDialog
        removing={removing && selected ? { product: removing, guide: selected.name } : null}
        busy={patch.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(product) => changeLine(product, null)}
      />
      <GuideQuantityDialog
        editing={editing}
        busy={patch.isPending}
        onCancel={() => setEditing(null)}
        onFinish={(entry) => editing && changeLine(editing.product, entry)}
      />
    </Box>
  );
}

/**
 * The viewer's address names no guide of the customer: say so, choose nothing. Standard is the
 * distributor's and is ordered from on the products page; a guide whose creation was cancelled
 * needs no warning.
 */
function MissingGuide({ name, notCreated, hasGuides }: { name: string; notCreated: boolean; hasGuides: boolean }) {
  const next = hasGuides ? OrderGuideMessages.chooseGuide : OrderGuideMessages.noGuides;
  if (isReservedOrderGuideName(name)) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={productsPath(STANDARD_ORDER_GUIDE)} color="inherit" size="small">
            {`Order from ${STANDARD_ORDER_GUIDE}`}
          </Button>
        }
      >
        {`${OrderGuideMessages.standardReadOnly} ${next}`}
      </Alert>
    );
  }
  if (notCreated) {
    return (
      <Typography color="text.secondary" sx={{ py: 4 }}>
        {next}
      </Typography>
    );
  }
  return (
    <Alert severity="warning" role="alert">
      {`${OrderGuideMessages.notFound(name)} ${next}`}
    </Alert>
  );
}
