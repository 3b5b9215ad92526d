import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CustomerRole, CustomerUser } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useUpdateCustomerUser } from '../api/update-customer-user.ts';
import { RoleSelect } from './role-select.tsx';
import { ShiptoPicker } from './shipto-picker.tsx';

interface EditUserDialogProps {
  user: CustomerUser;
  shiptos: readonly { code: string; name: string }[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Edit User: role and ship-tos (Save), or disable / re-enable at once. */
export function EditUserDialog({ user, shiptos, onClose, onSaved }: EditUserDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const update = useUpdateCustomerUser();
  const [role, setRole] = useState<CustomerRole>(user.role ?? 'buyer');
  const [shiptoCodes, setShiptoCodes] = useState<string[] | null>(user.shiptoCodes);
  const [error, setError] = useState<string | undefined>(undefined);
  const failure = update.error
    ? isApiRequestError(update.error)
      ? update.error.firstError
      : update.error.message
    : null;

  const save = () => {
    if (shiptoCodes !== null && shiptoCodes.length === 0) {
      setError('Choose at least one ship-to');
      return;
    }
    update.mutate(
      { id: user.id, change: { role, shiptoCodes } },
      { onSuccess: () => onSaved(`${user.name} updated.`) },
    );
  };
  const toggle = () =>
    update.mutate(
      { id: user.id, change: { disabled: !user.disabled } },
      { onSuccess: () => onSaved(user.disabled ? `${user.name} can sign in again.` : `${user.name} is disabled.`) },
    );

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="edit-user-title">
      <DialogTitle id="edit-user-title">Edit User: {user.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{user.email ?? user.username}</Typography>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <RoleSelect value={role} onChange={setRole} />
          <ShiptoPicker shiptos={shiptos} value={shiptoCodes} onChange={setShiptoCodes} error={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          color={user.disabled ? 'primary' : 'error'}
          onClick={toggle}
          disabled={update.isPending}
          sx={{ mr: 'auto' }}
        >
          {user.disabled ? 'Re-enable' : 'Disable'}
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={update.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
