import { useState } from 'react';
import type { CartLineError } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import type { PriceUnitAnswer } from '../components/change-price-unit-dialog.tsx';
import type { QuantityConcern } from '../utils/quantity-guard.ts';
import { useQuantityGuard } from './use-quantity-guard.ts';
import {
  keepCartPriceUnits,
  plannedLines,
  priceUnitConflicts,
  roundPlannedLines,
  quantitiesInQuestion,
  splitByLineErrors,
  toQuickEntryPayloads,
  type PlannedLine,
  type PriceUnitConflict,
  type QuantityInQuestion,
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

/** The lines the last attempt could not add for a real error (the divisibility question is asked apart). */
export interface QuickEntryStatus {
  errors: CartLineError[];
}

/** Shows a question (through its state setter) and resolves with the answer once it is given. */
function ask<T, A>(set: (q: Question<T, A> | null) => void, subject: T): Promise<A> {
  return new Promise<A>((resolve) =>
    set({
      subject,
      answer: (value) => {
        set(null);
        resolve(value);
      },
    }),
  );
}

/**
 * The quick-entry flow of spec 01 section 4: drop empty lines, ask about re-priced cart lines,
 * round by the rounding flag, ask about quantities above the stock or far above the usual ones
 * (decision 425), request line errors, then add. With rounding off, a quantity that is
 * not a multiple of its Sell By is asked about with the spec's yes/no confirm (all such lines in
 * one question, before anything is added): Yes adds them with the others, No adds only the others
 * and leaves their rows as typed for editing. Lines with a real error are held back, keep their
 * rows and are listed in Quick Entry Status (decisions 017 and 108). `onAdded` gets the product
 * keys of the rows that went into the cart.
 */
export function useQuickEntrySubmit(onAdded: (productKeys: number[]) => void) {
  const { cart, settings } = useCatalogEnvironment();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<QuickEntryStatus | null>(null);
  const [priceQuestion, setPriceQuestion] = useState<Question<PriceUnitConflict[], PriceUnitAnswer> | null>(null);
  const [quantityQuestion, setQuantityQuestion] = useState<Question<QuantityInQuestion[], boolean> | null>(null);
  const [guardQuestion, setGuardQuestion] = useState<Question<QuantityConcern[], boolean> | null>(null);
  const guard = useQuantityGuard();

  async function send(planned: PlannedLine[]) {
    if (!cart) return;
    const payloads = toQuickEntryPayloads(planned);
    setPending(true);
    try {
      // The typo guard (decision 425): quantities above the stock or far above the usual ones are
      // asked about together before anything is sent; Change Quantities adds nothing.
      const concerns = await guard(planned);
      if (concerns.length > 0 && !(await ask(setGuardQuestion, concerns))) return;
      const errors = await cart.validateLines(payloads, { confirmQuantity: false });
      const { ready, refused, confirmable } = splitByLineErrors(payloads, errors);
      let toAdd = ready;
      let confirmed = false;
      if (confirmable.length > 0 && (await ask(setQuantityQuestion, quantitiesInQuestion(planned, confirmable)))) {
        toAdd = [...ready, ...confirmable];
        confirmed = true;
      }
      if (toAdd.length > 0) {
        const result = await cart.addLines(toAdd, { confirmQuantity: confirmed });
        if (!result.isSuccess) {
          notify({ type: 'error', message: result.errors[0] ?? quickEntryMessages.unspecified });
          return;
        }
        notify({
          type: 'success',
          message: quickEntryMessages.added(toAdd.length),
          action: 'View Cart',
          actionLink: '/cart',
        });
        onAdded(toAdd.map((p) => p.productKey));
      }
      if (refused.length > 0) setStatus({ errors: refused.map((r) => r.error) });
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
      const answer = await ask(setPriceQuestion, conflicts);
      if (answer === 'cancel') return;
      if (answer === 'keep') planned = keepCartPriceUnits(planned, conflicts);
    }
    await send(roundPlannedLines(planned, settings.roundingFlag));
  }

  return {
    submit,
    pending,
    status,
    closeStatus: () => setStatus(null),
    priceQuestion,
    quantityQuestion,
    guardQuestion,
  };
}
