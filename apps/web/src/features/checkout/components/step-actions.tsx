import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

interface StepActionsProps {
  onBack?: (() => void) | null;
  onNext: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  busy?: boolean;
}

/** Back and Next under a checkout step. */
export function StepActions({
  onBack,
  onNext,
  nextLabel = 'Next',
  nextDisabled = false,
  busy = false,
}: StepActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      {onBack ? (
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : null}
      <Button
        variant="contained"
        onClick={onNext}
        disabled={nextDisabled || busy}
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : null}
      >
        {nextLabel}
      </Button>
    </Stack>
  );
}
