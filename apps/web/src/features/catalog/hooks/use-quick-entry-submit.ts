import { useState } from 'react';
import type { CartLineError, CartLinePayload } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import type { PriceUnitAnswer } from '../components/change-price-unit-dialog.tsx';
import {
  keepCartPriceUnits,
  plannedLines,
  priceUnitConflicts,
  roundPlannedLines,
  splitByLineErrors,
  toQuickEntryPayloads,
  type PriceUnitConflict,
  type QuickEntryLine,
} from '../utils/quick-entry.ts';

/** Spec 01 section 8: the quick-entry messages, word for word. */
export const quickEntryMessages = {
  none: '0 Products Added To Cart',
  added: (n: number) => `${n} Product(s) Added To Cart`,
  unspecified: 'Unspecified error.',
  network: (detail: string) => `An error occurred while contacting the server. ${detail}`,
} as const;

/** Spec 01 section 8: the server's first error ('Unspecified error.' without one), or the network failure. */
export function quickEntryErrorMessage(error: unknown): string {
  if (isApiRequestError(error) && error.status > 0) return error.firstError || quickEntryMessages.unspecified;
  return quickEntryMessages.network(error instanceof Error ? error.message : String(error));
}

interface Question<T, A> {
  subject: T;
  answer: (value: A) => void;
}

/** The refused lines of the last attempt; those that only await the divisibility confirmation can be added anyway. */
export interface QuickEntryStatus {
  errors: CartLineError[];
  canConfirmQuantities: boolean;
}

/**
 * The quick-entry flow of spec 01 section 4: drop empty lines, ask about re-priced cart lines,
 * round by the rounding flag, request line errors, then add. The lines without an error are added
 * ('{n} Product(s) Added To Cart') and their rows cleared; the refused ones are held back, keep
 * their rows and are listed in Quick Entry Status (decision 017). With rounding off, quantities
 * that are not multiples come back as line errors; the dialog then offers to add those anyway.
 * `onAdded` gets the product keys of the rows that went into the cart.
 */
export function useQuickEntrySubmit(onAdded: (productKeys: number[]) => void) {
  const { cart, settings } = useCatalogEnvironment();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<{ errors: CartLineError[]; confirmable: CartLinePayload[] } | null>(null);
  const [priceQuestion, setPriceQuestion] = useState<Question<PriceUnitConflict[], PriceUnitAnswer> | null>(null);

  async function send(payloads: CartLinePayload[], confirmQuantity: boolean) {
    if (!cart) return;
    setPending(true);
    try {
      const errors = await cart.validateLines(payloads, { confirmQuantity });
      const { ready, refused, confirmable } = splitByLineErrors(payloads, errors, confirmQuantity);
      if (ready.length > 0) {
        const result = await cart.addLines(ready, { confirmQuantity });
        if (!result.isSuccess) {
          notify({ type: 'error', message: result.errors[0] ?? quickEntryMessages.unspecified });
          return;
        }
        notify({ type: 'success', message: quickEntryMessages.added(ready.length), action: 'View Cart', actionLink: '/cart' });
        onAdded(ready.map((p) => p.productKey));
      }
      if (refused.length > 0) setStatus({ errors: refused.map((r) => r.error), confirmable });
    } catch (error) {
      notify({ type: 'error', message: quickEntryErrorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  async function submit(lines: Iterable<QuickEntryLine>) {
    if (!cart || pending) return;
    let planned = plannedLines(lines, settings.syncPriceBy);
    if (planned.length === 0) {
      notify({ type: 'warning', message: quickEntryMessages.none });
      return;
    }
    const conflicts = priceUnitConflicts(planned, cart.lines);
    if (conflicts.length > 0) {
      const answer = await new Promise<PriceUnitAnswer>((resolve) =>
        setPriceQuestion({
          subject: conflicts,
          answer: (value) => {
            setPriceQuestion(null);
            resolve(value);
          },
        }),
      );
      if (answer === 'cancel') return;
      if (answer === 'keep') planned = keepCartPriceUnits(planned, conflicts);
    }
    await send(toQuickEntryPayloads(roundPlannedLines(planned, settings.roundingFlag)), false);
  }

  return {
    submit,
    pending,
    status: (status ? { errors: status.errors, canConfirmQuantities: status.confirmable.length > 0 } : null) satisfies QuickEntryStatus | null,
    closeStatus: () => setStatus(null),
    /** Adds the status dialog's lines that awaited the divisibility confirmation, with their quantities confirmed. */
    confirmQuantities: () => {
      const payloads = status?.confirmable;
      setStatus(null);
      if (payloads && payloads.length > 0) void send(payloads, true);
    },
    priceQuestion,
  };
}
