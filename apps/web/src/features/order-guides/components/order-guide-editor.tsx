import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import type { OrderGuide, Product } from '@provender/contract';
import { useNotify } from '../../../components/notifications/notification.ts';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes/unsaved-changes-dialog.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard.ts';
import { useCreateOrderGuide } from '../api/create-order-guide.ts';
import { useGuideProducts } from '../api/get-guide-products.ts';
import { usePatchOrderGuide } from '../api/patch-order-guide.ts';
import { useGuideSelection } from '../hooks/use-guide-selection.ts';
import { viewerPath, type EditMode, type GuideViewerState } from '../utils/guide-paths.ts';
import { createLines, entriesOf, patchLines, type GuideEntry } from '../utils/guide-selection.ts';
import { GuideEditList, type EditView } from './guide-edit-list.tsx';
import { useGuideParEditing } from '../hooks/use-guide-pars.tsx';
import { GuideQuantityDialog } from './guide-quantity-dialog.tsx';

interface OrderGuideEditorProps {
  mode: EditMode;
  name: string;
  /** The guide as stored; null when it does not exist yet (Save creates it). */
  existing: OrderGuide | null;
}

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The edit screen (spec 01 sections 2 and 4): check rows to include products, set quantity and
 * Sell By U/M; Save creates the guide when it does not exist, otherwise patches it, then returns
 * to the guide's page. Leaving with changes asks first.
 */
export function OrderGuideEditor({ mode, name, existing }: OrderGuideEditorProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const notify = useNotify();
  const original = useMemo(() => entriesOf(existing), [existing]);
  const guideProducts = useGuideProducts(original.map((e) => e.productKey));
  const selection = useGuideSelection(original, guideProducts.data);
  const create = useCreateOrderGuide();
  const patch = usePatchOrderGuide();
  const saving = create.isPending || patch.isPending;
  const [view, setView] = useState<EditView>(original.length > 0 ? 'guide' : 'all');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const [editing, setEditing] = useState<{ product: Product; entry: GuideEntry } | null>(null);
  const [leaving, setLeaving] = useState(false);
  // The Par column (issue 34): the saved guide's pars, set one line at a time.
  const parEditing = useGuideParEditing(mode === 'edit' && existing ? existing.name : null);
  const blocker = useUnsavedChangesGuard(selection.dirty && !leaving);

  useEffect(() => {
    if (leaving) void navigate(viewerPath(name));
  }, [leaving, navigate, name]);

  const count = selection.entries.length;
  const save = () => {
    const done = {
      onSuccess: () => {
        notify({ type: 'success', message: `Order guide "${name}" saved successfully.` });
        setLeaving(true);
      },
      onError: (err: Error) => notify({ type: 'error', message: err.message }),
    };
    if (existing)
      patch.mutate({ name: existing.name, lines: patchLines(original, selection.entries, selection.products) }, done);
    else create.mutate({ name, lines: createLines(selection.entries, selection.products) }, done);
  };

  return (
    <Box>
      <EditorTitle
        title={`${mode === 'create' ? 'Create' : 'Edit'} Order Guide: ${name}`}
        count={count}
        saving={saving}
        canSave={count > 0 && !selection.invalid}
        onCancel={() => {
          // A guide being created does not exist after Cancel: the viewer then warns of no missing guide.
          const state: GuideViewerState | undefined = existing ? undefined : { notCreated: true };
          void navigate(viewerPath(name), { state });
        }}
        onSave={save}
      />
      <EditFilters view={view} onView={setView} count={count} searchText={searchText} onSearchText={setSearchText} />
      {parEditing.shipto ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`Pars are for ship-to ${parEditing.shipto}, the checkout's current ship-to.`}
        </Typography>
      ) : null}
      <GuideEditList
        view={view}
        search={search}
        selection={selection}
        phone={phone}
        onOpenQuantity={(product, entry) => setEditing({ product, entry })}
        pars={parEditing.pars}
        onEditPar={parEditing.open}
      />
      {parEditing.dialog}
      <GuideQuantityDialog
        editing={editing}
        onCancel={() => setEditing(null)}
        onFinish={(entry) => {
          if (editing) selection.change(editing.product, entry);
          setEditing(null);
        }}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}

/** In Guide or All Products, and the search (or the guide's filter). */
function EditFilters({
  view,
  onView,
  count,
  searchText,
  onSearchText,
}: {
  view: EditView;
  onView: (view: EditView) => void;
  count: number;
  searchText: string;
  onSearchText: (text: string) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_e, next: EditView | null) => next && onView(next)}
        aria-label="Products shown"
      >
        <ToggleButton value="guide">{`In Guide (${count})`}</ToggleButton>
        <ToggleButton value="all">All Products</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        size="small"
        type="search"
        placeholder={view === 'guide' ? 'Filter the guide' : 'Search products'}
        value={searchText}
        onChange={(e) => onSearchText(e.target.value)}
        sx={{ flex: '1 1 220px', maxWidth: 420 }}
        slotProps={{
          htmlInput: { 'aria-label': view === 'guide' ? 'Filter the guide' : 'Search products' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

/** The screen's title, its product count, Cancel and Save. */
function EditorTitle({
  title,
  count,
  saving,
  canSave,
  onCancel,
  onSave,
}: {
  title: string;
  count: number;
  saving: boolean;
  canSave: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flex: '1 1 260px', minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Chip
        label={`${count} ${count === 1 ? 'product' : 'products'}`}
        color={count > 0 ? 'primary' : 'default'}
        variant="outlined"
        aria-live="polite"
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onSave} disabled={!canSave || saving}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
