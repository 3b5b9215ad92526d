import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import { OrderGuideMessages, isReservedOrderGuideName, type Par } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useCountPage } from '../hooks/use-count-page.ts';
import { countErrorText } from '../utils/count-error-text.ts';
import { CountActionBar } from './count-action-bar.tsx';
import { CountAlerts } from './count-alerts.tsx';
import { CountHeader, type CountShiptos } from './count-header.tsx';
import { CountLineList } from './count-line-list.tsx';
import { ParDialog } from './par-dialog.tsx';

/**
 * Count mode (issue 34 item 2): /order-guide/count#og={guide}. The guide's lines in shelf order,
 * each with On Hand, Par and the suggested order; Add to Cart sends the count in one request and
 * opens the cart. Counts are kept on the server as a draft, and on this device while offline.
 * They are for the current ship-to (the cart header's, decision 495); `shiptos` offers the switch.
 */
export function CountPage({ shiptos }: { shiptos?: CountShiptos | undefined }) {
  const page = useCountPage(shiptos);
  const { name, count, draft, setPars, lines, productOf } = page;
  const notFound = count.isError && isApiRequestError(count.error) && count.error.status === 404;
  if (!name || notFound) {
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
  const editing = lines.find((l) => l.productKey === page.editingPar) ?? null;
  const movable = !isReservedOrderGuideName(name) && !draft.offline;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', pb: 14 }}>
      <CountHeader
        name={name}
        count={count.data}
        shiptos={shiptos}
        switching={page.switching || draft.offline || count.isFetching}
        onSwitch={(code) => void page.switchTo(code)}
      />
      <CountAlerts
        offline={draft.offline}
        draftError={draft.error}
        countError={count.isError ? countErrorText(count.error) : null}
        suggested={page.suggested}
        onCloseSuggested={() => page.setSuggested(null)}
      />
      {count.isPending ? (
        <Skeleton variant="rounded" height={180} />
      ) : (
        <CountLineList
          lines={lines}
          entries={draft.entries}
          productOf={productOf}
          suggested={page.suggested}
          onChange={draft.change}
          onEditPar={page.setEditingPar}
          onUseSuggestedPar={(key: number, par: Par) => void page.savePar(key, par)}
          onMove={movable ? page.move : undefined}
        />
      )}
      <CountActionBar
        suggestDisabled={draft.offline || page.suggestPars.isPending || lines.length === 0}
        addDisabled={draft.offline || page.addToCart.isPending || page.toOrder === 0}
        toOrder={page.toOrder}
        onSuggest={page.suggest}
        onAdd={() => void page.submit()}
      />
      <ParDialog
        product={editing ? (productOf(editing.productKey) ?? null) : null}
        par={editing?.par ?? null}
        busy={setPars.isPending}
        error={setPars.error ? countErrorText(setPars.error) : null}
        onCancel={() => {
          page.setEditingPar(null);
          setPars.reset();
        }}
        onSave={(par) => editing && void page.savePar(editing.productKey, par)}
      />
    </Box>
  );
}
