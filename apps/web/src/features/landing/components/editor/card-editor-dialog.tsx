import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { landingCardSchema, landingLimits, type LandingCard, type LandingContentType } from '@provender/contract';
import { contentTypeLabels, defaultContent } from '../../utils/content-defaults.ts';
import { ContentEditor } from './content-editor.tsx';
import { fieldError } from './field-error.ts';

type HeightMode = 'auto' | 'row' | 'manual';
const modeOf = (height: string): HeightMode => (height === 'auto' ? 'auto' : height === '100%' ? 'row' : 'manual');
const pixelsOf = (height: string) => Number(/^(\d+)px$/.exec(height)?.[1] ?? 300);

interface CardEditorDialogProps {
  card: LandingCard;
  onSave: (card: LandingCard) => void;
  onCancel: () => void;
}

/** Height: Auto, Row Height or Manual with its slider (a carousel is always its fixed height). */
function HeightFields({
  height,
  mode,
  carousel,
  onHeight: setHeight,
}: {
  height: string;
  mode: HeightMode;
  carousel: boolean;
  onHeight: (height: string) => void;
}) {
  return (
    <Stack spacing={1}>
      <Typography id="card-height" variant="body2">
        Height
      </Typography>
      <RadioGroup
        row
        aria-labelledby="card-height"
        value={mode}
        onChange={(e) => {
          const next = e.target.value as HeightMode;
          setHeight(next === 'auto' ? 'auto' : next === 'row' ? '100%' : `${pixelsOf(height)}px`);
        }}
      >
        <FormControlLabel value="auto" control={<Radio />} label="Auto" disabled={carousel} />
        <FormControlLabel value="row" control={<Radio />} label="Row Height" disabled={carousel} />
        <FormControlLabel value="manual" control={<Radio />} label="Manual" disabled={carousel} />
      </RadioGroup>
      {mode === 'manual' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
          <Slider
            aria-label="Manual height"
            value={carousel ? landingLimits.carouselHeight : pixelsOf(height)}
            min={landingLimits.manualHeightMin}
            max={landingLimits.manualHeightMax}
            step={landingLimits.manualHeightStep}
            disabled={carousel}
            valueLabelDisplay="auto"
            onChange={(_e, px) => setHeight(`${px}px`)}
          />
          <Typography sx={{ minWidth: 64 }}>{carousel ? landingLimits.carouselHeight : pixelsOf(height)} px</Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The card editor: width, height, heading, content type and the content's own editor. */
export function CardEditorDialog({ card, onSave, onCancel }: CardEditorDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<LandingCard>(card);
  const type: LandingContentType = draft.content?.type ?? 'empty';
  const carousel = type === 'carousel';
  const mode = carousel ? 'manual' : modeOf(draft.height);
  const headingError = fieldError(landingCardSchema.shape.heading, draft.heading);
  const valid = landingCardSchema.safeParse(draft).success;

  const setHeight = (height: string) => setDraft((d) => ({ ...d, height }));
  const setType = (next: LandingContentType) => {
    const content = defaultContent(next);
    // Spec 02 section 9: a carousel card is always 600 px tall.
    setDraft((d) => ({
      ...d,
      content,
      empty: content === null,
      height: next === 'carousel' ? `${landingLimits.carouselHeight}px` : d.height,
    }));
  };

  return (
    <Dialog open onClose={onCancel} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="card-editor-title">
      <DialogTitle id="card-editor-title">Edit Card</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Width"
              value={draft.width}
              onChange={(e) => setDraft((d) => ({ ...d, width: Number(e.target.value) }))}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value={1}>1 (quarter)</MenuItem>
              <MenuItem value={2}>2 (half)</MenuItem>
              <MenuItem value={3}>3 (three quarters)</MenuItem>
              <MenuItem value={4}>4 (full)</MenuItem>
            </TextField>
            <TextField
              label="Heading"
              value={draft.heading}
              onChange={(e) => setDraft((d) => ({ ...d, heading: e.target.value }))}
              error={Boolean(headingError)}
              helperText={headingError}
              fullWidth
            />
          </Stack>
          <HeightFields height={draft.height} mode={mode} carousel={carousel} onHeight={setHeight} />
          <TextField
            select
            label="Content Type"
            value={type}
            onChange={(e) => setType(e.target.value as LandingContentType)}
            sx={{ maxWidth: 280 }}
          >
            {(Object.keys(contentTypeLabels) as LandingContentType[]).map((t) => (
              <MenuItem key={t} value={t}>
                {contentTypeLabels[t]}
              </MenuItem>
            ))}
          </TextField>
          {draft.content ? (
            <ContentEditor
              key={draft.content.id}
              content={draft.content}
              onChange={(content) => setDraft((d) => ({ ...d, content, empty: false }))}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave(draft)} disabled={!valid}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
