import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ConsumerMessages, type ConsumerSettings, type PasswordOptions } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { AuthCardLayout } from '../../../components/auth-card/auth-card-layout.tsx';
import { HumanCheckField } from '../../../components/human-check/human-check-field.tsx';
import { PasswordRulesList } from '../../../components/password-rules/password-rules-list.tsx';
import { PhoneField } from '../../../components/phone-field/phone-field.tsx';
import { useConsumerSettings } from '../api/get-consumer-settings.ts';
import { useSignUpConsumer } from '../api/sign-up-consumer.ts';
import { signUpResolver, type SignUpFormInput, type SignUpFormValues } from './consumer-form-schemas.ts';
import { ResendVerificationForm } from './resend-verification-form.tsx';

interface CreateAccountPageProps {
  companyName: string;
  logoSrc: string;
  passwordOptions: PasswordOptions | undefined;
}

type SignUpControl = Control<SignUpFormInput, unknown, SignUpFormValues>;

const signUpDefaults = (settings: ConsumerSettings): SignUpFormInput => ({
  name: '',
  company: '',
  phone: '',
  email: '',
  emailOption: settings.optionDefault,
  password: '',
  confirmPassword: '',
});

function SignUpPhoneField({ control }: { control: SignUpControl }) {
  return (
    <Controller
      control={control}
      name="phone"
      render={({ field: { ref, value, onChange, onBlur, name }, fieldState }) => (
        <PhoneField
          label="Phone"
          name={name}
          inputRef={ref}
          value={value ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The site's e-mail option (its own text), when it offers one. */
function EmailOptionField({ control, label }: { control: SignUpControl; label: string }) {
  return (
    <Controller
      control={control}
      name="emailOption"
      render={({ field: { value, onChange } }) => (
        <FormControlLabel
          control={<Checkbox checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}

function CreateAccountButton({ pending }: { pending: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
    >
      Create Account
    </Button>
  );
}

function SignUpForm({
  options,
  settings,
  onRegistered,
}: {
  options: PasswordOptions;
  settings: ConsumerSettings;
  onRegistered: (email: string) => void;
}) {
  const resolver = useMemo(() => signUpResolver(options), [options]);
  const { register, handleSubmit, control, formState } = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: signUpDefaults(settings),
  });
  const password = useWatch({ control, name: 'password' });
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState(0);
  const [humanMissing, setHumanMissing] = useState(false);
  const signUp = useSignUpConsumer();
  const { errors } = formState;

  const field = (name: 'name' | 'company' | 'email' | 'password' | 'confirmPassword') => {
    const { ref, ...rest } = register(name);
    return { inputRef: ref, ...rest, error: Boolean(errors[name]), helperText: errors[name]?.message, fullWidth: true };
  };

  // The human check is judged with the rest of the form, so its error shows beside the others.
  const validSubmit = handleSubmit((values) => {
    if (!verifyToken) return;
    const { confirmPassword: _confirm, ...body } = values;
    signUp.mutate(
      { ...body, verifyToken },
      {
        onSuccess: () => onRegistered(values.email),
        onSettled: () => {
          setVerifyToken(null);
          setCheckKey((k) => k + 1);
        },
      },
    );
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setHumanMissing(!verifyToken);
    return validSubmit(event);
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {signUp.isError ? (
        <Alert severity="error">
          {isApiRequestError(signUp.error) ? signUp.error.firstError : signUp.error.message}
        </Alert>
      ) : null}
      <TextField label="Name" autoComplete="name" autoFocus required {...field('name')} />
      <TextField label="Company" autoComplete="organization" {...field('company')} />
      <SignUpPhoneField control={control} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" required {...field('password')} />
      <PasswordRulesList password={password} options={options} />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      {settings.useOption ? <EmailOptionField control={control} label={settings.optionText} /> : null}
      <HumanCheckField
        key={checkKey}
        onChange={(token) => {
          setVerifyToken(token);
          if (token) setHumanMissing(false);
        }}
        error={humanMissing ? 'Please complete the human check' : undefined}
      />
      <CreateAccountButton pending={signUp.isPending} />
    </Stack>
  );
}

/** Consumer sign-up (only offered when the site allows consumers), then the check-your-mail step. */
export function CreateAccountPage({ companyName, logoSrc, passwordOptions }: CreateAccountPageProps) {
  const settings = useConsumerSettings();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  return (
    <AuthCardLayout
      title={registeredEmail ? ConsumerMessages.registered : 'Create Account'}
      companyName={companyName}
      logoSrc={logoSrc}
      maxWidth={520}
    >
      {registeredEmail ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {ConsumerMessages.checkMail}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Back to Log In
          </Button>
          <Divider />
          <Typography variant="subtitle2">Did not receive the e-mail?</Typography>
          <ResendVerificationForm initialEmail={registeredEmail} />
        </Stack>
      ) : settings.isError ? (
        <Alert severity="error">{settings.error.message}</Alert>
      ) : !settings.data || !passwordOptions ? (
        <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-hidden />
        </Box>
      ) : (
        <>
          {settings.data.registrationMessage ? (
            <Typography variant="body2" color="text.secondary">
              {settings.data.registrationMessage}
            </Typography>
          ) : null}
          <SignUpForm options={passwordOptions} settings={settings.data} onRegistered={setRegisteredEmail} />
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Log In
            </Link>
          </Typography>
        </>
      )}
    </AuthCardLayout>
  );
}
