import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import type { PasswordOptions } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { PasswordRulesList } from '../../../components/password-rules/password-rules-list.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { PasswordField } from './password-field.tsx';
import { changePasswordFormSchema, type ChangePasswordFormValues } from './password-form-schemas.ts';

const empty: ChangePasswordFormValues = { password: '', newPassword: '', confirmPassword: '' };

function ChangePasswordForm({
  options,
  onChanged,
}: {
  options: PasswordOptions;
  onChanged: (accessToken: string) => void;
}) {
  const schema = useMemo(() => changePasswordFormSchema(options), [options]);
  const { register, handleSubmit, control, formState, reset } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: empty,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const change = useChangePassword();
  const notify = useNotify();
  const { errors, isDirty, isValid } = formState;

  const onSubmit = handleSubmit((values) =>
    change.mutate(
      { password: values.password, newPassword: values.newPassword },
      {
        onSuccess: (res) => {
          onChanged(res.access_token);
          reset(empty);
          notify({ type: 'success', message: res.message });
        },
      },
    ),
  );

  const field = (name: keyof ChangePasswordFormValues) => {
    const { ref, ...rest } = register(name);
    return { inputRef: ref, ...rest, error: Boolean(errors[name]), helperText: errors[name]?.message, fullWidth: true };
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          {change.isError ? (
            <Alert severity="error">
              {isApiRequestError(change.error) ? change.error.firstError : change.error.message}
            </Alert>
          ) : null}
          <PasswordField label="Current Password" autoComplete="current-password" {...field('password')} />
          <PasswordField label="New Password" autoComplete="new-password" {...field('newPassword')} />
          <PasswordRulesList password={newPassword} options={options} />
          <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button disabled={!isDirty || change.isPending} onClick={() => reset(empty)}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isDirty || !isValid || change.isPending}
          startIcon={change.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          Change Password
        </Button>
      </CardActions>
    </form>
  );
}

interface ChangePasswordCardProps {
  passwordOptions: PasswordOptions | undefined;
  /** The session continues with this token; every other session of the user has ended. */
  onChanged: (accessToken: string) => void;
}

/** Settings: Change Password, with the password rules ticked off as the user types. */
export function ChangePasswordCard({ passwordOptions, onChanged }: ChangePasswordCardProps) {
  return (
    <Card variant="outlined">
      <CardHeader title="Change Password" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      {passwordOptions ? (
        <ChangePasswordForm options={passwordOptions} onChanged={onChanged} />
      ) : (
        <CardContent>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </CardContent>
      )}
    </Card>
  );
}
