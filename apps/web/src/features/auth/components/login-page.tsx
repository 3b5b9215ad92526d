import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { brandBackdrop } from '../../../components/theme/create-app-theme.ts';
import { Link as RouterLink } from 'react-router';
import { HumanCheckField } from '../../../components/human-check/human-check-field.tsx';
import { useCapsLock } from '../hooks/use-caps-lock.ts';
import { loginFormSchema, usernameLabel, type LoginFormValues } from './login-form-schema.ts';
import { PasswordField } from './password-field.tsx';

interface LoginPageProps {
  companyName: string;
  logoSrc: string;
  /** With guests allowed the logo leads back to browsing. */
  logoLinksHome: boolean;
  allowConsumer: boolean;
  /** Why the user is signed out, shown in red (sign-in failure, expired session). */
  reason: string | null;
  busy: boolean;
  /** The server asked for the human check (too many attempts, decision 090): show it and send its solution. */
  humanCheckRequired?: boolean;
  onSignIn: (username: string, password: string, verifyToken?: string) => void;
}

type LoginErrors = Partial<Record<keyof LoginFormValues, string>>;

/** The form's values checked against its schema: the values to send, or a message per field. */
function validateLogin(values: LoginFormValues): { data: LoginFormValues | null; errors: LoginErrors } {
  const parsed = loginFormSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/** Shown with the human check once the server asks for it. */
export const HUMAN_CHECK_PROMPT = 'To log in now, confirm that you are not a robot, then select Log In again.';

export function LoginPage({
  companyName,
  logoSrc,
  logoLinksHome,
  allowConsumer,
  reason,
  busy,
  humanCheckRequired = false,
  onSignIn,
}: LoginPageProps) {
  const { verifyToken, setVerifyToken, checkKey, usernameRef, passwordRef, errors, revalidate, submit } = useLoginForm(
    humanCheckRequired,
    onSignIn,
  );
  const { capsLockOn, keyHandlers } = useCapsLock();
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 6 },
        ...brandBackdrop(theme),
      })}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5} component="form" noValidate onSubmit={submit}>
          <LoginLogo companyName={companyName} logoSrc={logoSrc} linksHome={logoLinksHome} />
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center', fontWeight: 600 }}>
            Log In
          </Typography>
          {reason ? (
            <Typography role="alert" color="error" sx={{ textAlign: 'center' }} data-testid="sign-in-reason">
              {reason}
            </Typography>
          ) : null}
          <TextField
            label={usernameLabel(allowConsumer)}
            autoComplete="username"
            autoFocus
            fullWidth
            error={Boolean(errors.username)}
            helperText={errors.username}
            name="username"
            inputRef={usernameRef}
            onChange={revalidate}
            {...keyHandlers}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            fullWidth
            error={Boolean(errors.password)}
            helperText={errors.password}
            name="password"
            inputRef={passwordRef}
            onChange={revalidate}
            {...keyHandlers}
          />
          {capsLockOn ? (
            <Alert severity="warning" role="status" sx={{ py: 0 }}>
              Caps Lock is On
            </Alert>
          ) : null}
          {humanCheckRequired ? <HumanCheck checkKey={checkKey} onChange={setVerifyToken} /> : null}
          <LogInButton busy={busy} disabled={busy || (humanCheckRequired && !verifyToken)} />
          <LoginLinks allowConsumer={allowConsumer} />
        </Stack>
      </Paper>
    </Box>
  );
}

/** The form's state: two uncontrolled fields, their errors, the human check's token, and submit. */
function useLoginForm(humanCheckRequired: boolean, onSignIn: LoginPageProps['onSignIn']) {
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  // The server accepts each solution once: a new widget after every attempt.
  const [checkKey, setCheckKey] = useState(0);
  // Two uncontrolled fields checked on submit and, after a first submit, as they change: no form
  // library on the first screen most visitors see (decision 261).
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const read = (): LoginFormValues => ({
    username: usernameRef.current?.value ?? '',
    password: passwordRef.current?.value ?? '',
  });
  const revalidate = () => {
    if (submitted) setErrors(validateLogin(read()).errors);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { data: v, errors: found } = validateLogin(read());
    setErrors(found);
    if (!v) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    if (humanCheckRequired && !verifyToken) return;
    if (!verifyToken) {
      onSignIn(v.username.trim(), v.password);
      return;
    }
    onSignIn(v.username.trim(), v.password, verifyToken);
    setVerifyToken(null);
    setCheckKey((k) => k + 1);
  };
  return { verifyToken, setVerifyToken, checkKey, usernameRef, passwordRef, errors, revalidate, submit };
}

/** The company's logo; with guests allowed it leads back to browsing. */
function LoginLogo({ companyName, logoSrc, linksHome }: { companyName: string; logoSrc: string; linksHome: boolean }) {
  const logo = (
    <Box
      component="img"
      src={logoSrc}
      alt={companyName}
      sx={{ width: '100%', maxWidth: 260, height: 'auto', display: 'block' }}
    />
  );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      {linksHome ? (
        <RouterLink to="/" aria-label="Home">
          {logo}
        </RouterLink>
      ) : (
        logo
      )}
    </Box>
  );
}

/** Forgot password?, and Create account when consumers may sign up. */
function LoginLinks({ allowConsumer }: { allowConsumer: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: allowConsumer ? 'space-between' : 'center',
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      <Link component={RouterLink} to="/forgot-password">
        Forgot password?
      </Link>
      {allowConsumer ? (
        <Link component={RouterLink} to="/create-account">
          Create account
        </Link>
      ) : null}
    </Box>
  );
}

function HumanCheck({ checkKey, onChange }: { checkKey: number; onChange: (token: string | null) => void }) {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" id="human-check-prompt">
        {HUMAN_CHECK_PROMPT}
      </Typography>
      <HumanCheckField key={checkKey} onChange={onChange} />
    </Stack>
  );
}

function LogInButton({ busy, disabled }: { busy: boolean; disabled: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={disabled}
      fullWidth
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
    >
      Log In
    </Button>
  );
}
