import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import {
  CountMessages,
  OrderGuideMessages,
  isReservedOrderGuideName,
  type Par,
  type Product,
  type SuggestedPars,
} from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { markCountPage } from '../../../components/offline/count-page-worker.ts';
import { readHashParam } from '../../../components/url-hash/hash-params.ts';
import { useGuideProducts } from '../api/get-guide-products.ts';
import {
  useAddCountToCart,
  useGuideCount,
  useSetGuidePars,
  useSetGuideSequence,
  useSuggestedPars,
} from '../api/guide-count.ts';
import { useCountDraft } from '../hooks/use-count-draft.ts';
import { GUIDE_HASH_PARAM } from '../utils/guide-paths.ts';
import { countNumber, suggestionOf } from '../utils/count-lines.ts';
import { CountHeader, type CountShiptos } from './count-header.tsx';
import { CountLineCard } from './count-line-card.tsx';
import { ParDialog } from './par-dialog.tsx';

const errorText = (err: unknown) =>
  isApiRequestError(err) ? err.firstError : err instanceof Error ? err.message : String(err);
/**
 * Count mode (issue 34 item 2): /order-guide/count#og={guide}. The guide's lines in shelf order,
 * each with On Hand, Par and the suggested order; Add to Cart sends the count in one request and
 * opens the cart. Counts are kept on the server as a draft, and on this device while offline.
 * They are for the current ship-to (the cart header's, decision 495); `shiptos` offers the switch.
 */
export function CountPage({ shiptos }: { shiptos?: CountShiptos | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const name = readHashParam(location.hash, GUIDE_HASH_PARAM).trim();
  const count = useGuideCount(name || null);
  const productKeys = useMemo(() => count.data?.lines.map((l) => l.productKey) ?? [], [count.data]);
  const products = useGuideProducts(productKeys);
  const draft = useCountDraft(name, count.data);
  const shipto = count.data?.shipto || undefined;
  const setPars = useSetGuidePars(name, shipto);
  const suggestPars = useSuggestedPars(name, shipto);
  const addToCart = useAddCountToCart(name, shipto);
  const [switching, setSwitching] = useState(false);
  const sequence = useSetGuideSequence(name);
  const [editingPar, setEditingPar] = useState<number | null>(null);
  const [suggested, setSuggested] = useState<SuggestedPars | null>(null);
  // A new shelf order shown at once, until the server's answer (a new count read) replaces it.
  const [moved, setOrder] = useState<{ of: unknown; keys: number[] } | null>(null);
  const order = moved && moved.of === count.data ? moved.keys : null;

  useEffect(() => markCountPage(), []);

  const lines = useMemo(() => {
    const byKey = new Map((count.data?.lines ?? []).map((l) => [l.productKey, l]));
    return (order ?? productKeys).flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : []));
  }, [count.data, order, productKeys]);
  const productOf = (key: number): Product | undefined => products.data?.get(key);
  const suggestedParOf = (key: number) =>
    suggested ? (suggested.lines.find((l) => l.productKey === key)?.par ?? null) : undefined;

  const toOrder = lines.filter((line) => {
    const entry = draft.entries.get(line.productKey);
    if (!entry) return false;
    const own = countNumber(entry.orderQuantity);
    const quantity = own ?? suggestionOf(entry, line.par, productOf(line.productKey), line.unitOfMeasure);
    return (quantity ?? 0) > 0;
  }).length;

  const savePar = useCallback(
    async (productKey: number, par: { quantity: number | null; unitOfMeasure: string }) => {
      try {
        await setPars.mutateAsync([{ productKey, ...par }]);
        setEditingPar(null);
      } catch {
        // Shown in the dialog (setPars.error).
      }
    },
    [setPars],
  );

  const move = useCallback(
    (index: number, by: -1 | 1) => {
      const keys = lines.map((l) => l.productKey);
      const [moved] = keys.splice(index, 1);
      if (moved === undefined) return;
      keys.splice(index + by, 0, moved);
      setOrder({ of: count.data, keys });
      sequence.mutate(keys, { onError: (err) => notify({ message: errorText(err), type: 'error' }) });
    },
    [lines, sequence, notify, count.data],
  );

  /** Another ship-to: what was typed goes to the server first, for the ship-to it was counted at. */
  async function switchTo(code: string) {
    if (!shiptos || code === shipto) return;
    setSwitching(true);
    try {
      if (await draft.flush()) {
        setSuggested(null);
        await shiptos.choose(code);
      }
    } catch (err) {
      notify({ message: errorText(err), type: 'error' });
    } finally {
      setSwitching(false);
    }
  }

  async function submit() {
    if (!(await draft.flush())) return;
    try {
      const added = await addToCart.mutateAsync();
      notify({
        message: `Added ${added.added.length} ${added.added.length === 1 ? 'line' : 'lines'} to the cart.`,
        type: 'success',
      });
      void navigate('/cart');
    } catch (err) {
      notify({ message: errorText(err), type: 'error' });
    }
  }

  if (!name || (count.isError && isApiRequestError(count.error) && count.error.status === 404)) {
    return (
      <Alert
        severity="warning"
        sx={{ m: 2 }}
        action={
          <Button component={RouterLink} to="/order-guide">
            Order Guides
          </Button>
        }
      >
        {name ? OrderGuideMessages.notFound(name) : OrderGuideMessages.chooseGuide}
      </Alert>
    );
  }
  const editing = lines.find((l) => l.productKey === editingPar) ?? null;
  const movable = !isReservedOrderGuideName(name) && !draft.offline;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', pb: 14 }}>
      <CountHeader
        name={name}
        count={count.data}
        shiptos={shiptos}
        switching={switching || draft.offline || count.isFetching}
        onSwitch={(code) => void switchTo(code)}
      />
      {draft.offline ? (
        <Alert
          severity="warning"
          icon={<CloudOffIcon />}
          role="status"
          sx={{ mb: 2, position: 'sticky', top: 64, zIndex: 2 }}
        >
          {CountMessages.offline}
        </Alert>
      ) : null}
      {draft.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {draft.error}
        </Alert>
      ) : null}
      {count.isError && !(isApiRequestError(count.error) && count.error.status === 404) ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(count.error)}
        </Alert>
      ) : null}
      {suggested ? (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setSuggested(null)}>
          {`Suggested pars: the usual quantity per delivery over the last ${suggested.weeks} weeks, rounded up. Tap Use to save one.`}
        </Alert>
      ) : null}
      {count.isPending ? (
        <Skeleton variant="rounded" height={180} />
      ) : (
        <Box
          component="ol"
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 0, m: 0 }}
          aria-label="Count lines"
        >
          {lines.map((line, i) => {
            const entry = draft.entries.get(line.productKey);
            return entry ? (
              <CountLineCard
                key={line.productKey}
                index={i}
                product={productOf(line.productKey)}
                sellByUnit={line.unitOfMeasure}
                entry={entry}
                par={line.par}
                suggestedPar={suggestedParOf(line.productKey)}
                onChange={draft.change}
                onEditPar={setEditingPar}
                onUseSuggestedPar={(key: number, par: Par) => void savePar(key, par)}
                onMove={movable ? move : undefined}
                isFirst={i === 0}
                isLast={i === lines.length - 1}
              />
            ) : null;
          })}
        </Box>
      )}
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
          disabled={draft.offline || suggestPars.isPending || lines.length === 0}
          onClick={() =>
            suggestPars.mutate(undefined, {
              onSuccess: setSuggested,
              onError: (err) => notify({ message: errorText(err), type: 'error' }),
            })
          }
          sx={{ minHeight: 56, flex: '0 0 auto', whiteSpace: 'nowrap' }}
        >
          {CountMessages.suggestPars}
        </Button>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCartIcon />}
          disabled={draft.offline || addToCart.isPending || toOrder === 0}
          onClick={() => void submit()}
          sx={{ minHeight: 56, flex: '1 1 auto', maxWidth: 420, fontSize: 18, whiteSpace: 'nowrap' }}
        >
          {toOrder > 0 ? `Add to Cart (${toOrder})` : 'Add to Cart'}
        </Button>
      </Paper>
      <ParDialog
        product={editing ? (productOf(editing.productKey) ?? null) : null}
        par={editing?.par ?? null}
        busy={setPars.isPending}
        error={setPars.error ? errorText(setPars.error) : null}
        onCancel={() => {
          setEditingPar(null);
          setPars.reset();
        }}
        onSave={(par) => editing && void savePar(editing.productKey, par)}
      />
    </Box>
  );
}
