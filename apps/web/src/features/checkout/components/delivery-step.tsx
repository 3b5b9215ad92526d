import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { CUSTOMER_PO_MAX, CheckoutMessages, NOTES_MAX, SPECIAL_INSTRUCTION_MAX } from '@provender/contract';
import type { CartHeaderState, DeliveryAddress, ShipMethod, ShipTo, UserSettings } from '@provender/contract';
import { headerFieldErrors, initialDeliveryDate, type MoneyValue } from '@provender/rules';
import { useDeliveryDates } from '../api/get-delivery-dates.ts';
import { useSaveCartHeader } from '../api/save-cart-header.ts';
import { DATE_FORMAT, dateToIso, isoToDate } from '../utils/checkout-dates.ts';
import { checkoutErrorMessages } from '../utils/checkout-errors.ts';
import { zipRestrictionMessages } from '../utils/checkout-steps.ts';
import { rulesResolver } from '../utils/rules-resolver.ts';
import { LimitHelperText } from './limit-helper-text.tsx';
import { MessageList } from './message-list.tsx';
import { StepActions } from './step-actions.tsx';

interface DeliveryValues {
  /** A ship-to code (business) or an address id (consumer delivery); '' for pickup. */
  destination: string;
  deliveryDate: string | null;
  customer_PO: string;
  specialInstruction1: string;
  specialInstruction2: string;
  notes: string;
}

export interface DeliveryStepProps {
  isConsumer: boolean;
  shipMethod: ShipMethod | null;
  header: CartHeaderState;
  shipTos: readonly ShipTo[];
  addresses: readonly DeliveryAddress[];
  settings: UserSettings;
  lineTotal: MoneyValue | null;
  onBack: () => void;
  onDone: () => void;
}

const shipToLabel = (s: ShipTo) =>
  [`${s.code} - ${s.name}`, s.address1, [s.city, s.state].filter(Boolean).join(', ')].filter(Boolean).join(', ');
const addressLabel = (a: DeliveryAddress) => [a.display, a.address1, a.city].filter(Boolean).join(', ');

/** Step 3, Delivery or Pickup: where, when, Customer P.O., special instructions and notes. */
export function DeliveryStep({
  isConsumer,
  shipMethod,
  header,
  shipTos,
  addresses,
  settings,
  lineTotal,
  onBack,
  onDone,
}: DeliveryStepProps) {
  const pickup = shipMethod === 'pickup';
  const poRequired = isConsumer || settings.requiredPO;
  const dateRequired = settings.checkoutRequireDeliveryDate;
  const form = useForm<DeliveryValues>({
    defaultValues: defaultValuesOf(header, pickup, isConsumer),
    resolver: deliveryResolver({ poRequired, dateRequired, pickup, isConsumer }),
  });
  const { control, handleSubmit, setValue } = form;
  const destination = useWatch({ control, name: 'destination' });
  const dates = useDeliveryDates(isConsumer ? null : destination || null, pickup || isConsumer || destination !== '');
  const save = useSaveCartHeader();
  const [serverMessages, setServerMessages] = useState<string[]>([]);

  // Spec 02 section 4: start on the default (or earliest) date once the dates of a destination arrive,
  // and again whenever the chosen date is not among the dates offered (after the cut-off passed).
  const offeredDates = dates.data;
  const defaultDateFlag = settings.defaultDeliveryDateFlag;
  useEffect(() => {
    if (!offeredDates) return;
    const current = form.getValues('deliveryDate');
    if (!current || !offeredDates.dates.includes(current))
      setValue('deliveryDate', initialDeliveryDate(offeredDates, defaultDateFlag));
  }, [offeredDates, defaultDateFlag, form, setValue]);

  const selectedAddress = isConsumer && !pickup ? (addresses.find((a) => String(a.id) === destination) ?? null) : null;
  const restriction = zipRestrictionMessages(selectedAddress, settings, lineTotal);

  const onSubmit = handleSubmit(async (values) => {
    setServerMessages([]);
    try {
      const state = await save.mutateAsync({
        ...(isConsumer
          ? { addressId: pickup || !values.destination ? null : Number(values.destination) }
          : { customerShipToCode: values.destination || null }),
        deliveryDate: values.deliveryDate,
        customer_PO: values.customer_PO,
        specialInstruction1: values.specialInstruction1,
        specialInstruction2: values.specialInstruction2,
        notes: values.notes,
      });
      if (state.isValid) onDone();
      else setServerMessages(state.message.split('\n').filter(Boolean));
    } catch (err) {
      setServerMessages(checkoutErrorMessages(err));
    }
  });

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ maxWidth: 640, pt: 1 }}>
      {pickup ? (
        <Typography>Pickup at the warehouse</Typography>
      ) : (
        <DestinationField control={control} isConsumer={isConsumer} addresses={addresses} shipTos={shipTos} />
      )}
      <MessageList messages={restriction} severity="warning" />
      <DeliveryDateField
        control={control}
        label={pickup ? 'Pickup Date' : 'Delivery Date'}
        dates={dates}
        dateRequired={dateRequired}
      />
      <HeaderTextFields form={form} poRequired={poRequired} />
      <MessageList messages={serverMessages} />
      <StepActions
        onBack={onBack}
        onNext={() => void onSubmit()}
        nextDisabled={restriction.length > 0}
        busy={save.isPending}
      />
    </Stack>
  );
}

/** The step's field rules: the header's own, a date when required, a destination unless picking up. */
function deliveryResolver(rules: { poRequired: boolean; dateRequired: boolean; pickup: boolean; isConsumer: boolean }) {
  const { poRequired, dateRequired, pickup, isConsumer } = rules;
  return rulesResolver<DeliveryValues>((v) => ({
    ...headerFieldErrors(v, { poRequired }),
    ...(dateRequired && !v.deliveryDate ? { deliveryDate: CheckoutMessages.deliveryDateRequired } : {}),
    ...(!pickup && !v.destination
      ? { destination: isConsumer ? CheckoutMessages.addressRequired : CheckoutMessages.shipToRequired }
      : {}),
  }));
}

function defaultValuesOf(header: CartHeaderState, pickup: boolean, isConsumer: boolean): DeliveryValues {
  return {
    destination: pickup
      ? ''
      : isConsumer
        ? header.addressId === null
          ? ''
          : String(header.addressId)
        : (header.customerShipToCode ?? ''),
    deliveryDate: header.deliveryDate,
    customer_PO: header.customer_PO,
    specialInstruction1: header.specialInstruction1,
    specialInstruction2: header.specialInstruction2,
    notes: header.notes,
  };
}

/** Ship To (business) or Delivery Address (consumer). */
function DestinationField({
  control,
  isConsumer,
  addresses,
  shipTos,
}: {
  control: Control<DeliveryValues>;
  isConsumer: boolean;
  addresses: readonly DeliveryAddress[];
  shipTos: readonly ShipTo[];
}) {
  return (
    <Controller
      control={control}
      name="destination"
      render={({ field, fieldState }) => (
        <TextField
          select
          label={isConsumer ? 'Delivery Address' : 'Ship To'}
          {...field}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          required
          // A ship-to's whole address shows, on two lines on a phone, instead of ending in '…'.
          sx={{ '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
        >
          {isConsumer
            ? addresses.map((a) => (
                <MenuItem key={a.id} value={String(a.id)}>
                  {addressLabel(a)}
                </MenuItem>
              ))
            : shipTos.map((s) => (
                <MenuItem key={s.code} value={s.code}>
                  {shipToLabel(s)}
                </MenuItem>
              ))}
        </TextField>
      )}
    />
  );
}

/** The date picker over the dates offered for the destination. */
function DeliveryDateField({
  control,
  label,
  dates,
  dateRequired,
}: {
  control: Control<DeliveryValues>;
  label: string;
  dates: ReturnType<typeof useDeliveryDates>;
  dateRequired: boolean;
}) {
  const validDates = new Set(dates.data?.dates ?? []);
  return (
    <Controller
      control={control}
      name="deliveryDate"
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          format={DATE_FORMAT}
          value={field.value ? isoToDate(field.value) : null}
          onChange={(date) => field.onChange(date && !Number.isNaN(date.getTime()) ? dateToIso(date) : null)}
          shouldDisableDate={(date) => !validDates.has(dateToIso(date))}
          disablePast
          loading={dates.isPending}
          slotProps={{
            field: { clearable: !dateRequired },
            textField: {
              required: dateRequired,
              error: !!fieldState.error || dates.isError,
              helperText: dates.isError ? CheckoutMessages.loadDatesFailed : fieldState.error?.message,
            },
          }}
        />
      )}
    />
  );
}

/** Customer P.O., the special instructions and notes, each with its length limit. */
function HeaderTextFields({ form, poRequired }: { form: UseFormReturn<DeliveryValues>; poRequired: boolean }) {
  const { control, register, formState } = form;
  const [po, instruction1, instruction2] = useWatch({
    control,
    name: ['customer_PO', 'specialInstruction1', 'specialInstruction2'],
  });
  return (
    <>
      <TextField
        label="Customer P.O."
        {...register('customer_PO')}
        required={poRequired}
        slotProps={{ htmlInput: { maxLength: CUSTOMER_PO_MAX } }}
        error={!!formState.errors.customer_PO}
        helperText={
          <LimitHelperText message={formState.errors.customer_PO?.message} length={po.length} max={CUSTOMER_PO_MAX} />
        }
      />
      <TextField
        label="Special Instruction 1"
        {...register('specialInstruction1')}
        slotProps={{ htmlInput: { maxLength: SPECIAL_INSTRUCTION_MAX } }}
        error={!!formState.errors.specialInstruction1}
        helperText={
          <LimitHelperText
            message={formState.errors.specialInstruction1?.message}
            length={instruction1.length}
            max={SPECIAL_INSTRUCTION_MAX}
          />
        }
      />
      <TextField
        label="Special Instruction 2"
        {...register('specialInstruction2')}
        slotProps={{ htmlInput: { maxLength: SPECIAL_INSTRUCTION_MAX } }}
        error={!!formState.errors.specialInstruction2}
        helperText={
          <LimitHelperText
            message={formState.errors.specialInstruction2?.message}
            length={instruction2.length}
            max={SPECIAL_INSTRUCTION_MAX}
          />
        }
      />
      <TextField
        label="Notes"
        multiline
        minRows={2}
        {...register('notes')}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
        error={!!formState.errors.notes}
        helperText={formState.errors.notes?.message}
      />
    </>
  );
}
