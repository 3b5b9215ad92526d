import Typography from '@mui/material/Typography';
import { StepActions } from './step-actions.tsx';

/** The distributor's checkout message, acknowledged before going on. */
export function MessageStep({
  message,
  onBack,
  onAcknowledge,
}: {
  message: string;
  onBack: () => void;
  onAcknowledge: () => void;
}) {
  return (
    <>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{message}</Typography>
      <StepActions onBack={onBack} onNext={onAcknowledge} nextLabel="Acknowledge" />
    </>
  );
}
