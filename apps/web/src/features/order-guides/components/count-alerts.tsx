import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { CountMessages, type SuggestedPars } from '@provender/contract';

export interface CountAlertsProps {
  offline: boolean;
  draftError: string | null | undefined;
  /** The count's read failure (other than not found), as text. */
  countError: string | null;
  suggested: SuggestedPars | null;
  onCloseSuggested: () => void;
}

/** Count mode's notices above the lines: offline, a draft or read failure, and what suggested pars are. */
export function CountAlerts({ offline, draftError, countError, suggested, onCloseSuggested }: CountAlertsProps) {
  return (
    <>
      {offline ? (
        <Alert
          severity="warning"
          icon={<CloudOffIcon />}
          role="status"
          sx={{ mb: 2, position: 'sticky', top: 64, zIndex: 2 }}
        >
          {CountMessages.offline}
        </Alert>
      ) : null}
      {draftError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {draftError}
        </Alert>
      ) : null}
      {countError !== null ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {countError}
        </Alert>
      ) : null}
      {suggested ? (
        <Alert severity="info" sx={{ mb: 2 }} onClose={onCloseSuggested}>
          {`Suggested pars: the usual quantity per delivery over the last ${suggested.weeks} weeks, rounded up. Tap Use to save one.`}
        </Alert>
      ) : null}
    </>
  );
}
