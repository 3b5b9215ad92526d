import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AuthCardLayout } from '../../../components/auth-card/auth-card-layout.tsx';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { HumanCheckField } from '../../../components/human-check/human-check-field.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { usernameLabel } from './login-form-schema.ts';

interface ForgotPasswordPageProps {
  companyName: string;
  logoSrc: string;
  allowConsumer: boolean;
}

/** Asks for a reset link; the answer never says whether the account exists. */
export function ForgotPasswordPage({ companyName, logoSrc, allowConsumer }: ForgotPasswordPageProps) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState(0);
  const request = useRequestPasswordReset();
  const label = usernameLabel(allowConsumer);
  const nameError = touched && name.trim() === '' ? `${label} is required` : undefined;

  const submit = () => {
    setTouched(true);
    if (name.trim() === '' || !verifyToken) return;
    request.mutate(
      { emailOrUsername: name.trim(), verifyToken },
      {
        onSettled: () => {
          // The server accepts each solution once.
          setVerifyToken(null);
          setCheckKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <AuthCardLayout title="Forgot Password" companyName={companyName} logoSrc={logoSrc}>
      {request.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {request.data.message}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Back to Log In
          </Button>
        </Stack>
      ) : (
        <Stack
          spacing={2.5}
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Typography variant="body2" color="text.secondary">
            Enter your {allowConsumer ? 'username or e-mail address' : 'username'}. If an account exists, we will e-mail
            a link to choose a new password.
          </Typography>
          {request.isError ? (
            <Alert severity="error">
              {isApiRequestError(request.error) ? request.error.firstError : request.error.message}
            </Alert>
          ) : null}
          <TextField
            label={label}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            autoComplete="username"
            autoFocus
            fullWidth
            error={Boolean(nameError)}
            helperText={nameError}
          />
          <HumanCheckField key={checkKey} onChange={setVerifyToken} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={request.isPending || !verifyToken || name.trim() === ''}
            startIcon={request.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            Send Reset Link
          </Button>
          <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
            Back to Log In
          </Link>
        </Stack>
      )}
    </AuthCardLayout>
  );
}
