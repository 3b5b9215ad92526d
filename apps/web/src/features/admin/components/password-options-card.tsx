import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { minimumPasswordLengthChoices, type PasswordOptions } from '@provender/contract';
import { isStricterPolicy } from '@provender/rules';
import { useNotify } from '../../../components/notifications/notification.ts';
import { usePasswordOptions } from '../api/get-password-options.ts';
import { PASSWORD_OPTIONS_FAILURE, useSavePasswordOptions } from '../api/save-password-options.ts';

const classes: { key: Exclude<keyof PasswordOptions, 'minimumPasswordLength'>; label: string }[] = [
  { key: 'requireLowercase', label: 'Require a lowercase letter' },
  { key: 'requireUppercase', label: 'Require an uppercase letter' },
  { key: 'requireNumber', label: 'Require a number' },
  { key: 'requireSpecialCharacter', label: 'Require a special character' },
];

const sameOptions = (a: PasswordOptions, b: PasswordOptions) =>
  a.minimumPasswordLength === b.minimumPasswordLength && classes.every(({ key }) => a[key] === b[key]);

function PasswordOptionsForm({ current }: { current: PasswordOptions }) {
  const [draft, setDraft] = useState<PasswordOptions>(current);
  const [confirming, setConfirming] = useState(false);
  const save = useSavePasswordOptions();
  const notify = useNotify();
  const changed = !sameOptions(draft, current);

  const submit = () => {
    setConfirming(false);
    save.mutate(draft, {
      onSuccess: () => notify({ type: 'success', message: 'Password options successfully changed.' }),
      onError: (err) => notify({ type: 'error', message: err.message || PASSWORD_OPTIONS_FAILURE }),
    });
  };

  return (
    <>
      <CardContent sx={{ pt: 0 }}>
        <TextField
          select
          label="Minimum Password Length"
          value={draft.minimumPasswordLength}
          onChange={(e) => setDraft({ ...draft, minimumPasswordLength: Number(e.target.value) })}
          sx={{ minWidth: 240, mb: 1 }}
        >
          {minimumPasswordLengthChoices.map((n) => (
            <MenuItem key={n} value={n}>
              {n} characters
            </MenuItem>
          ))}
        </TextField>
        <FormGroup>
          {classes.map(({ key, label }) => (
            <FormControlLabel
              key={key}
              control={
                <Checkbox checked={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })} />
              }
              label={label}
            />
          ))}
        </FormGroup>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button disabled={!changed || save.isPending} onClick={() => setDraft(current)}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!changed || save.isPending}
          onClick={() => (isStricterPolicy(draft, current) ? setConfirming(true) : submit())}
        >
          Save
        </Button>
      </CardActions>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="stricter-options-title">
        <DialogTitle id="stricter-options-title">Require Stricter Passwords?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The new options are stricter than the current ones. Existing passwords keep working, but every new or
            changed password, including consumers&apos; sign-ups, must meet them.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" onClick={submit} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Admin page card: the rules every new password must meet (spec 01 sections 3 and 5). */
export function PasswordOptionsCard() {
  const options = usePasswordOptions();
  return (
    <Card variant="outlined">
      <CardHeader title="Password Options" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      {options.isPending ? (
        <CardContent>
          <Skeleton height={56} width={240} />
          <Skeleton height={160} />
        </CardContent>
      ) : options.isError ? (
        <CardContent>
          <Alert severity="error">{options.error.message}</Alert>
        </CardContent>
      ) : (
        // Remounted when the saved options change, so the draft starts from them.
        <PasswordOptionsForm key={JSON.stringify(options.data)} current={options.data} />
      )}
    </Card>
  );
}
