import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { emailSchema } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { HumanCheckField } from '../../../components/human-check/human-check-field.tsx';
import { useResendVerification } from '../api/resend-verification.ts';

/** Asks for a new verification link (the old one expired or the mail went missing). */
export function ResendVerificationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState(0);
  const resend = useResendVerification();
  const valid = emailSchema.safeParse(email).success;

  if (resend.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {resend.data.message}
      </Alert>
    );
  }
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid || !verifyToken) return;
        resend.mutate(
          { email: email.trim(), verifyToken },
          {
            onSettled: () => {
              setVerifyToken(null);
              setCheckKey((k) => k + 1);
            },
          },
        );
      }}
    >
      {resend.isError ? (
        <Alert severity="error">
          {isApiRequestError(resend.error) ? resend.error.firstError : resend.error.message}
        </Alert>
      ) : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        fullWidth
      />
      <HumanCheckField key={checkKey} onChange={setVerifyToken} />
      <Button type="submit" variant="outlined" disabled={!valid || !verifyToken || resend.isPending}>
        Send a New Link
      </Button>
    </Stack>
  );
}
