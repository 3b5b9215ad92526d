import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { inviteUserSchema, type CustomerRole } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useInviteCustomerUser } from '../api/invite-customer-user.ts';
import { RoleSelect } from './role-select.tsx';
import { ShiptoPicker } from './shipto-picker.tsx';

interface InviteUserDialogProps {
  open: boolean;
  shiptos: readonly { code: string; name: string }[];
  onClose: () => void;
  onInvited: (email: string) => void;
}

/** Invite User: name, e-mail, role and ship-tos; the colleague gets a one-time link to set a password. */
export function InviteUserDialog({ open, shiptos, onClose, onInvited }: InviteUserDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const invite = useInviteCustomerUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CustomerRole>('buyer');
  const [shiptoCodes, setShiptoCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reset = () => {
    setName('');
    setEmail('');
    setRole('buyer');
    setShiptoCodes(null);
    setErrors({});
    invite.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = () => {
    const parsed = inviteUserSchema.safeParse({ name, email, role, shiptoCodes });
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (shiptoCodes !== null && shiptoCodes.length === 0) found['shiptoCodes'] = 'Choose at least one ship-to';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    invite.mutate(parsed.data, {
      onSuccess: () => {
        onInvited(parsed.data.email);
        reset();
      },
    });
  };
  const failure = invite.error
    ? isApiRequestError(invite.error)
      ? invite.error.firstError
      : invite.error.message
    : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="invite-user-title"
    >
      <DialogTitle id="invite-user-title">Invite User</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          We e-mail a link that lets your colleague choose a password and sign in with this address.
        </DialogContentText>
        <Stack spacing={2}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <NameAndEmailFields name={name} email={email} errors={errors} onName={setName} onEmail={setEmail} />
          <RoleSelect value={role} onChange={setRole} />
          <ShiptoPicker shiptos={shiptos} value={shiptoCodes} onChange={setShiptoCodes} error={errors['shiptoCodes']} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={invite.isPending}>
          Send Invitation
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function NameAndEmailFields({
  name,
  email,
  errors,
  onName,
  onEmail,
}: {
  name: string;
  email: string;
  errors: Record<string, string>;
  onName: (name: string) => void;
  onEmail: (email: string) => void;
}) {
  return (
    <>
      <TextField
        label="Name"
        value={name}
        onChange={(e) => onName(e.target.value)}
        error={Boolean(errors['name'])}
        helperText={errors['name']}
        required
        autoComplete="off"
      />
      <TextField
        label="E-mail"
        type="email"
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        error={Boolean(errors['email'])}
        helperText={errors['email']}
        required
        autoComplete="off"
      />
    </>
  );
}
