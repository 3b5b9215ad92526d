import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ConsumerMessages } from '@provender/contract';
import { AuthCardLayout } from '../../../components/auth-card/auth-card-layout.tsx';
import { useVerifyEmail } from '../api/verify-email.ts';
import { ResendVerificationForm } from './resend-verification-form.tsx';

export type VerificationState = 'loading' | 'loaded' | 'failed';

interface VerifyEmailPageProps {
  token: string;
  companyName: string;
  logoSrc: string;
}

/** /verifyemail?t=: spends the link from the mail; loading, then verified (loaded) or failed. */
export function VerifyEmailPage({ token, companyName, logoSrc }: VerifyEmailPageProps) {
  const verification = useVerifyEmail(token);
  const [resending, setResending] = useState(false);
  const state: VerificationState =
    !token || verification.isError ? 'failed' : verification.isSuccess ? 'loaded' : 'loading';

  return (
    <AuthCardLayout title="Verify E-mail" companyName={companyName} logoSrc={logoSrc}>
      <Box data-testid="verification-state" data-state={state}>
        {state === 'loading' ? (
          <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
            <CircularProgress aria-hidden />
            <Typography>Verifying your e-mail address…</Typography>
          </Stack>
        ) : state === 'loaded' ? (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              {ConsumerMessages.verified}
            </Alert>
            <Button component={RouterLink} to="/login" variant="contained">
              Log In
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Alert severity="error" role="alert">
              {ConsumerMessages.verificationFailed}
            </Alert>
            <Button component={RouterLink} to="/login" variant="contained">
              Back to Log In
            </Button>
            <Divider />
            {resending ? (
              <ResendVerificationForm />
            ) : (
              <Button variant="text" onClick={() => setResending(true)}>
                Send a new verification link
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </AuthCardLayout>
  );
}
