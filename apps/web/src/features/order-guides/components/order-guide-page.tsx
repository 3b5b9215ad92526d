import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  OrderGuideMessages,
  STANDARD_ORDER_GUIDE,
  isReservedOrderGuideName,
  type OrderGuide,
} from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { readHashParam, withHashParam } from '../../../components/url-hash/hash-params.ts';
import { useGuideProducts } from '../api/get-guide-products.ts';
import { useOrderGuides } from '../api/get-order-guides.ts';
import { useOrderGuideActions } from '../hooks/use-order-guide-actions.ts';
import { editableGuides, findGuide } from '../utils/guide-names.ts';
import { GUIDE_HASH_PARAM, editorPath, productsPath, type GuideViewerState } from '../utils/guide-paths.ts';
import { DeleteGuideProductDialog } from './delete-guide-product-dialog.tsx';
import { DeleteOrderGuideDialog } from './delete-order-guide-dialog.tsx';
import { GuideNameDialog } from './guide-name-dialog.tsx';
import { GuideQuantityDialog } from './guide-quantity-dialog.tsx';
import { OrderGuideHeader } from './order-guide-header.tsx';
import { OrderGuideLines } from './order-guide-lines.tsx';
import { CountAndOrder } from './count-and-order.tsx';

const errorText = (err: Error) => (isApiRequestError(err) ? err.firstError : err.message);

/**
 * /order-guide: the customer's guides (Standard is not offered) and the products of the chosen one.
 * `countable` offers Count & Order and says when the guide was last counted (issue 34; not in punchout).
 */
export function OrderGuidePage({ countable = false }: { countable?: boolean }) {
  const guides = useOrderGuides();
  const location = useLocation();
  const navigate = useNavigate();

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
  const actions = useOrderGuideActions(selected, select);

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
            onCreate={() => actions.setDialog('create')}
            onAddProduct={() => selected && void navigate(editorPath('edit', selected.name))}
            onDelete={() => actions.setDialog('delete')}
            onCopy={actions.openCopy}
          />
          <Box sx={{ mt: 3 }}>
            {missing !== null ? (
              <MissingGuide name={missing} notCreated={notCreated} hasGuides={list.length > 0} />
            ) : selected ? (
              <>
                <SelectedGuideTitle guide={selected} countable={countable} />
                {products.isError ? (
                  <Alert severity="error" sx={{ mb: 2 }}>
                    {errorText(products.error)}
                  </Alert>
                ) : null}
                <OrderGuideLines
                  guide={selected}
                  products={products.data}
                  busy={actions.patching}
                  onEdit={actions.edit}
                  onRemove={actions.setRemoving}
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
      <OrderGuideDialogs guides={guides.data ?? []} selected={selected} actions={actions} />
    </Box>
  );
}

/** The chosen guide's name and product count, with Count & Order and Order from this guide. */
function SelectedGuideTitle({ guide, countable }: { guide: OrderGuide; countable: boolean }) {
  return (
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
        {`${guide.name}: ${guide.products.length} ${guide.products.length === 1 ? 'product' : 'products'}`}
      </Typography>
      {guide.products.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {countable ? <CountAndOrder name={guide.name} /> : null}
          <Button component={RouterLink} to={productsPath(guide.name)} startIcon={<ShoppingCartCheckoutIcon />}>
            Order from this guide
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** Create, Copy, Delete guide; Remove a product; Edit a quantity. */
function OrderGuideDialogs({
  guides,
  selected,
  actions,
}: {
  guides: OrderGuide[];
  selected: OrderGuide | null;
  actions: ReturnType<typeof useOrderGuideActions>;
}) {
  const navigate = useNavigate();
  const { dialog, setDialog, editing, removing } = actions;
  return (
    <>
      <GuideNameDialog
        open={dialog === 'create'}
        mode="create"
        guides={guides}
        onCancel={() => setDialog(null)}
        onSubmit={(name) => void navigate(editorPath('create', name))}
      />
      <GuideNameDialog
        open={dialog === 'copy'}
        mode="copy"
        source={selected?.name}
        guides={guides}
        busy={actions.copying}
        serverError={actions.copyError}
        onCancel={() => setDialog(null)}
        onSubmit={actions.copy}
      />
      <DeleteOrderGuideDialog
        name={dialog === 'delete' ? (selected?.name ?? null) : null}
        busy={actions.deleting}
        onCancel={() => setDialog(null)}
        onConfirm={actions.confirmDelete}
      />
      <DeleteGuideProductDialog
        removing={removing && selected ? { product: removing, guide: selected.name } : null}
        busy={actions.patching}
        onCancel={() => actions.setRemoving(null)}
        onConfirm={(product) => actions.changeLine(product, null)}
      />
      <GuideQuantityDialog
        editing={editing}
        busy={actions.patching}
        onCancel={() => actions.setEditing(null)}
        onFinish={(entry) => editing && actions.changeLine(editing.product, entry)}
      />
    </>
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
