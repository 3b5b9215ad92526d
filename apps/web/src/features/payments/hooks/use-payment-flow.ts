import { useMemo, useRef, useState } from 'react';
import type { OpenReceivableItem, PaymentResult } from '@provender/contract';
import { paymentMethodOptions, type PaymentTypeCode } from '@provender/rules';
import { useNotify } from '../../../components/notifications/notification.ts';
import { usePaymentTypes } from '../api/get-payment-types.ts';
import { useMakePayment } from '../api/make-payment.ts';
import { failureResult } from '../utils/payment-failure.ts';
import { draftFor, emptyMethodForm, withBillTo, type BillTo } from '../utils/payment-method-form.ts';
import { draftDetails, selectionTotal, type Selection } from '../utils/payment-selection.ts';

const newKey = () => `pay-${crypto.randomUUID()}`;

/**
 * The Make Payment wizard's state: the step, the items chosen, the method and its form, and the
 * result. The billing address starts as the customer's bill-to when it is known (it may arrive later).
 */
export function usePaymentFlow(items: readonly OpenReceivableItem[], billTo: BillTo | undefined) {
  const types = usePaymentTypes();
  const pay = useMakePayment();
  const notify = useNotify();
  const [step, setStep] = useState(0);
  const [selection, setSelection] = useState<Selection>({});
  const [method, setMethod] = useState<PaymentTypeCode | null>(null);
  const [form, setForm] = useState(() => withBillTo(emptyMethodForm(), billTo));
  const [result, setResult] = useState<PaymentResult | null>(null);
  // One key per reviewed payment: a retry of the same submission charges once.
  const key = useRef(newKey());

  // The bill-to may arrive after the page: fill the untouched address in then (during render, as
  // React advises for state that follows a prop).
  const [billToSeen, setBillToSeen] = useState(billTo);
  if (billTo !== billToSeen) {
    setBillToSeen(billTo);
    setForm((current) => withBillTo(current, billTo));
  }

  const total = selectionTotal(selection);
  const options = useMemo(
    () =>
      paymentMethodOptions(
        total,
        (types.data ?? []).map((t) => t.creditCardIssuer),
      ),
    [total, types.data],
  );

  const goTo = (next: number) => {
    if (next === 2 && (method === null || !options.includes(method))) setMethod(options[0] ?? null);
    if (next === 3) key.current = newKey();
    setStep(next);
  };
  const submit = async () => {
    if (method === null) return;
    const draft = draftFor(method, form, total.toNumber(), draftDetails(items, selection));
    let answer: PaymentResult;
    try {
      answer = await pay.mutateAsync({ draft, idempotencyKey: key.current });
    } catch (err) {
      answer = failureResult(err);
    }
    if (!answer.isSuccess && answer.errorReason) notify({ type: 'error', message: answer.errorReason });
    setResult(answer);
    setStep(4);
  };
  const restart = () => {
    setSelection({});
    setResult(null);
    setForm(withBillTo(emptyMethodForm(), billTo));
    setStep(0);
  };

  return {
    types,
    step,
    setStep,
    selection,
    setSelection,
    method,
    setMethod,
    form,
    setForm,
    result,
    total,
    options,
    goTo,
    submit,
    restart,
    paying: pay.isPending,
  };
}
