import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Blocker } from 'react-router';
import { UNSAVED_CHANGES_MESSAGE } from './unsaved-changes.ts';

/** Asks before a blocked navigation goes ahead; pair it with useUnsavedChangesGuard. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
    >
      <DialogTitle id="unsaved-changes-title">Unsaved Changes</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{UNSAVED_CHANGES_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button variant="contained" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
