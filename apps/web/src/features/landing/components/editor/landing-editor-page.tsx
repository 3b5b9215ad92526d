import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { landingLayoutSchema, landingMessages, type LandingCard, type LandingLayout } from '@provender/contract';
import { isApiRequestError } from '../../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../../components/notifications/notification.ts';
import { useUnsavedChangesGuard } from '../../../../components/unsaved-changes/use-unsaved-changes-guard.ts';
import { useSaveLanding } from '../../api/save-landing.ts';
import { insertAfter, moveCard, newCard, renumber } from '../../utils/content-defaults.ts';
import { LandingProductsContext, type RenderLandingProducts } from '../../utils/landing-products.ts';
import { LandingCardView } from '../landing-card-view.tsx';
import { LandingGrid } from '../landing-grid.tsx';
import { CardEditorDialog } from './card-editor-dialog.tsx';
import { CardToolbar } from './card-toolbar.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EmptyCardHint } from './empty-card-hint.tsx';
import { fieldError } from './field-error.ts';

interface LandingEditorPageProps {
  layout: LandingLayout;
  renderProducts: RenderLandingProducts;
}

/** Spec 02: the Landing Page Editor (from /admin), saved or cancelled as a whole. */
export function LandingEditorPage({ layout, renderProducts }: LandingEditorPageProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<LandingLayout>(() => ({ ...layout, cards: renumber(layout.cards) }));
  const [dirty, setDirty] = useState(false);
  const [finished, setFinished] = useState(false);
  const [editing, setEditing] = useState<LandingCard | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const blocker = useUnsavedChangesGuard(dirty && !finished);

  const cards = draft.cards;
  const change = (next: LandingCard[] | ((cards: LandingCard[]) => LandingCard[]), title = draft.title) => {
    setDraft((d) => ({ title, cards: typeof next === 'function' ? next(d.cards) : next }));
    setDirty(true);
  };
  const titleError = fieldError(landingLayoutSchema.shape.title, draft.title);

  // Spec 02 section 4: leaving once finished (saved or cancelled) is not asked about. The guard takes
  // its new question in a layout effect of the render that sees `finished`, so navigating in an effect
  // of that same render is never held; a timer could run before React draws it (issue 36 item 5).
  useEffect(() => {
    if (finished) void navigate('/admin');
  }, [finished, navigate]);
  const leave = () => setFinished(true);
  const { saveChanges, saveError, setSaveError, saving } = useSaveDraft(draft, leave);

  return (
    <LandingProductsContext value={renderProducts}>
      <Box sx={{ maxWidth: 1400, mx: 'auto', p: { xs: 1.5, sm: 2, md: 3 } }}>
        <EditorHeader
          saving={saving}
          canSave={dirty && !titleError}
          onCancel={() => (dirty ? setCancelling(true) : leave())}
          onSave={saveChanges}
        />
        {saveError ? (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setSaveError(null)}>
            Save failed: {saveError}
          </Alert>
        ) : null}
        <TextField
          label="Page Title"
          value={draft.title}
          onChange={(e) => change(draft.cards, e.target.value)}
          error={Boolean(titleError)}
          helperText={titleError}
          fullWidth
          sx={{ mb: 2, maxWidth: 560 }}
        />
        <EditorCards cards={cards} change={change} onEdit={setEditing} onDelete={setDeleting} />
      </Box>
      {editing ? (
        <CardEditorDialog
          card={editing}
          onCancel={() => setEditing(null)}
          onSave={(next) => {
            change((all) => all.map((c) => (c.id === next.id ? next : c)));
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={landingMessages.deleteCard}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          change((all) => renumber(all.filter((c) => c.id !== deleting)));
          setDeleting(null);
        }}
      />
      <ConfirmDialog
        open={cancelling}
        title={landingMessages.cancelChanges}
        onCancel={() => setCancelling(false)}
        onConfirm={() => {
          setCancelling(false);
          leave();
        }}
      />
      <LeaveDialog blocker={blocker} />
    </LandingProductsContext>
  );
}

/** Saves the whole draft; a failure is told and kept above the title until closed. */
function useSaveDraft(draft: LandingLayout, leave: () => void) {
  const notify = useNotify();
  const save = useSaveLanding();
  const [saveError, setSaveError] = useState<string | null>(null);
  const saveChanges = () => {
    setSaveError(null);
    save.mutate(draft, {
      onSuccess: () => {
        notify({ message: landingMessages.saved, type: 'success' });
        leave();
      },
      onError: (error) => {
        notify({ message: landingMessages.saveFailed, type: 'error' });
        setSaveError(isApiRequestError(error) ? error.message : String(error));
      },
    });
  };
  return { saveChanges, saveError, setSaveError, saving: save.isPending };
}

function EditorHeader({
  saving,
  canSave,
  onCancel,
  onSave,
}: {
  saving: boolean;
  canSave: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Typography variant="h5" component="h1">
        Landing Page Editor
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel Changes
        </Button>
        <Button variant="contained" onClick={onSave} disabled={!canSave || saving}>
          Save Changes
        </Button>
      </Stack>
    </Stack>
  );
}

/** The cards with their toolbars, or Add Card when there are none. */
function EditorCards({
  cards,
  change,
  onEdit,
  onDelete,
}: {
  cards: LandingCard[];
  change: (next: LandingCard[] | ((cards: LandingCard[]) => LandingCard[])) => void;
  onEdit: (card: LandingCard) => void;
  onDelete: (id: string) => void;
}) {
  return cards.length === 0 ? (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => change([newCard(0)])}>
        Add Card
      </Button>
    </Box>
  ) : (
    <LandingGrid>
      {cards.map((card, position) => (
        <LandingCardView
          key={card.id}
          card={card}
          editing
          label={`Card ${position + 1}`}
          emptyHint={<EmptyCardHint n={position + 1} hasHeading={Boolean(card.heading)} onEdit={() => onEdit(card)} />}
          toolbar={
            <CardToolbar
              position={position}
              count={cards.length}
              onEdit={() => onEdit(card)}
              onDelete={() => onDelete(card.id)}
              onMove={(by) => change((all) => moveCard(all, card.id, by))}
              onInsert={() => change((all) => insertAfter(all, card.index))}
            />
          }
        />
      ))}
    </LandingGrid>
  );
}

/** Leaving with unsaved changes is asked about. */
function LeaveDialog({ blocker }: { blocker: ReturnType<typeof useUnsavedChangesGuard> }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={landingMessages.leave}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
