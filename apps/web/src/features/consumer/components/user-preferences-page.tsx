import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type Control } from 'react-hook-form';
import { ConsumerMessages, type ConsumerPreferences, type ConsumerSettings } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { PhoneField } from '../../../components/phone-field/phone-field.tsx';
import { useConsumerPreferences } from '../api/get-consumer-preferences.ts';
import { useConsumerSettings } from '../api/get-consumer-settings.ts';
import { useSaveConsumerPreferences } from '../api/save-consumer-preferences.ts';
import {
  preferencesFormSchema,
  type PreferencesFormInput,
  type PreferencesFormValues,
} from './consumer-form-schemas.ts';

/** Spec 01 section 5: a save goes ahead only when the typed e-mail is the account's, ignoring case. */
export const confirmsAccountEmail = (typed: string, account: string) =>
  typed.trim().toLowerCase() === account.trim().toLowerCase();

/** Phone, and the e-mail option when the site offers one. */
function ContactFields({
  control,
  settings,
}: {
  control: Control<PreferencesFormInput, unknown, PreferencesFormValues>;
  settings: ConsumerSettings | undefined;
}) {
  return (
    <>
      <Controller
        control={control}
        name="phone"
        render={({ field: { ref, value, onChange, onBlur, name }, fieldState }) => (
          <PhoneField
            label="Phone"
            name={name}
            inputRef={ref}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      {settings?.useOption ? (
        <Controller
          control={control}
          name="emailOption"
          render={({ field: { value, onChange } }) => (
            <FormControlLabel
              control={<Checkbox checked={value} onChange={(e) => onChange(e.target.checked)} />}
              label={settings.optionText}
            />
          )}
        />
      ) : null}
    </>
  );
}

/** A refused save (409: the e-mail did not confirm) says the preferences were not updated. */
const saveErrorMessage = (err: Error) =>
  isApiRequestError(err) && err.status === 409
    ? ConsumerMessages.preferencesNotUpdated
    : isApiRequestError(err)
      ? err.firstError
      : err.message;

/** Cancel (back to the saved values) and Save, both only once something changed. */
function FormActions({ disabled, saving, onCancel }: { disabled: boolean; saving: boolean; onCancel: () => void }) {
  return (
    <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
      <Button disabled={disabled} onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={disabled}
        startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        Save
      </Button>
    </CardActions>
  );
}

function PreferencesForm({
  current,
  settings,
}: {
  current: ConsumerPreferences;
  settings: ConsumerSettings | undefined;
}) {
  const { register, handleSubmit, control, formState, reset } = useForm<
    PreferencesFormInput,
    unknown,
    PreferencesFormValues
  >({
    resolver: zodResolver(preferencesFormSchema),
    mode: 'onTouched',
    defaultValues: { company: current.company, phone: current.phone, emailOption: current.emailOption, email: '' },
  });
  const save = useSaveConsumerPreferences();
  const notify = useNotify();
  const { errors, isDirty } = formState;

  const onSubmit = handleSubmit((values) => {
    if (!confirmsAccountEmail(values.email, current.email)) {
      notify({ type: 'error', message: ConsumerMessages.preferencesNotUpdated });
      return;
    }
    save.mutate(values, {
      onSuccess: (saved) => {
        reset({ company: saved.company, phone: saved.phone, emailOption: saved.emailOption, email: '' });
        notify({ type: 'success', message: ConsumerMessages.preferencesUpdated });
      },
      onError: (err) => notify({ type: 'error', message: saveErrorMessage(err) }),
    });
  });

  const { ref: companyRef, ...company } = register('company');
  const { ref: emailRef, ...email } = register('email');
  return (
    <form noValidate onSubmit={onSubmit}>
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Account e-mail: <strong>{current.email}</strong>
          </Typography>
          <TextField
            label="Company"
            autoComplete="organization"
            inputRef={companyRef}
            {...company}
            error={Boolean(errors.company)}
            helperText={errors.company?.message}
            fullWidth
          />
          <ContactFields control={control} settings={settings} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            inputRef={emailRef}
            {...email}
            error={Boolean(errors.email)}
            helperText={errors.email?.message ?? 'Enter your account e-mail address to confirm the changes.'}
            fullWidth
          />
        </Stack>
      </CardContent>
      <FormActions disabled={!isDirty || save.isPending} saving={save.isPending} onCancel={() => reset()} />
    </form>
  );
}

/** /user-preferences: the consumer's company, phone and e-mail option (spec 01 sections 2 and 5). */
export function UserPreferencesPage() {
  const preferences = useConsumerPreferences();
  const settings = useConsumerSettings();
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Preferences
      </Typography>
      <Card variant="outlined">
        <CardHeader title="Contact Preferences" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        {preferences.isError ? (
          <CardContent>
            <Alert severity="error">{preferences.error.message}</Alert>
          </CardContent>
        ) : preferences.data ? (
          <PreferencesForm current={preferences.data} settings={settings.data} />
        ) : (
          <CardContent>
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </CardContent>
        )}
      </Card>
    </Box>
  );
}
