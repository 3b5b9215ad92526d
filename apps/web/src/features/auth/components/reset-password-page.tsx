import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { PasswordOptions } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { AuthCardLayout } from '../../../components/auth-card/auth-card-layout.tsx';
import { HumanCheckField } from '../../../components/human-check/human-check-field.tsx';
import { useNotify } from '../../../components/notifications/notification.ts';
import { PasswordRulesList } from '../../../components/password-rules/password-rules-list.tsx';
import { useResetUserType } from '../api/get-reset-user-type.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { PasswordField } from './password-field.tsx';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from './password-form-schemas.ts';

interface ResetPasswordPageProps {
  resetToken: string;
  passwordOptions: PasswordOptions | undefined;
  companyName: string;
  logoSrc: string;
}

function ResetPasswordForm({ resetToken, options }: { resetToken: string; options: PasswordOptions }) {
  const schema = useMemo(() => resetPasswordFormSchema(options), [options]);
  const { register, handleSubmit, control, formState } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState(0);
  const reset = useResetPassword();
  const notify = useNotify();
  const navigate = useNavigate();
  const { errors, isDirty, isValid } = formState;

  const onSubmit = handleSubmit((values) => {
    if (!verifyToken) return;
    reset.mutate(
      { password: values.password, resetToken, verifyToken },
      {
        onSuccess: (res) => {
          notify({ type: 'success', message: res.message });
          void navigate('/login', { replace: true });
        },
        onError: () => {
          setVerifyToken(null);
          setCheckKey((k) => k + 1);
        },
      },
    );
  });

  const { ref: passwordRef, ...passwordField } = register('password');
  const { ref: confirmRef, ...confirmField } = register('confirmPassword');
  return (
    <Stack spacing={2.5} component="form" noValidate onSubmit={onSubmit}>
      {reset.isError ? (
        <Alert severity="error">{isApiRequestError(reset.error) ? reset.error.firstError : reset.error.message}</Alert>
      ) : null}
      <PasswordField
        label="Set Password"
        autoComplete="new-password"
        autoFocus
        fullWidth
        inputRef={passwordRef}
        {...passwordField}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Box sx={{ mt: '8px !important' }}>
        <PasswordRulesList password={password} options={options} />
      </Box>
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        fullWidth
        inputRef={confirmRef}
        {...confirmField}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
      />
      <HumanCheckField key={checkKey} onChange={setVerifyToken} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!isDirty || !isValid || !verifyToken || reset.isPending}
        startIcon={reset.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        Submit
      </Button>
    </Stack>
  );
}

/** /changepassword?t=: completes a reset with the link from the mail (spec 01 sections 2 and 5). */
export function ResetPasswordPage({ resetToken, passwordOptions, companyName, logoSrc }: ResetPasswordPageProps) {
  const userType = useResetUserType(resetToken);
  const problem = !resetToken
    ? 'This password reset link is not complete. Please use the link from the e-mail.'
    : userType.isError
      ? isApiRequestError(userType.error)
        ? userType.error.firstError
        : userType.error.message
      : userType.data?.errors[0];

  return (
    <AuthCardLayout title="Choose a New Password" companyName={companyName} logoSrc={logoSrc}>
      {problem ? (
        <Stack spacing={2}>
          <Alert severity="error">{problem}</Alert>
          <Button component={RouterLink} to="/forgot-password" variant="contained">
            Request a New Link
          </Button>
          <Link component={RouterLink} to="/login" sx={{ textAlign: 'center' }}>
            Back to Log In
          </Link>
        </Stack>
      ) : !userType.data || !passwordOptions ? (
        <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-hidden />
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {userType.data.isB2B
              ? 'Choose the new password for your account. You will sign in with your username.'
              : 'Choose the new password for your account. You will sign in with your e-mail address.'}
          </Typography>
          <ResetPasswordForm resetToken={resetToken} options={passwordOptions} />
        </>
      )}
    </AuthCardLayout>
  );
}
