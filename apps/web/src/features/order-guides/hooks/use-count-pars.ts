import { useCallback, useState } from 'react';
import type { SuggestedPars } from '@provender/contract';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useSetGuidePars, useSuggestedPars } from '../api/guide-count.ts';
import { countErrorText } from '../utils/count-error-text.ts';

/** Count mode's pars: the line whose par is being edited, saving a par, and the suggested pars shown. */
export function useCountPars(name: string, shipto: string | undefined) {
  const notify = useNotify();
  const setPars = useSetGuidePars(name, shipto);
  const suggestPars = useSuggestedPars(name, shipto);
  const [editingPar, setEditingPar] = useState<number | null>(null);
  const [suggested, setSuggested] = useState<SuggestedPars | null>(null);

  const savePar = useCallback(
    async (productKey: number, par: { quantity: number | null; unitOfMeasure: string }) => {
      try {
        await setPars.mutateAsync([{ productKey, ...par }]);
        setEditingPar(null);
      } catch {
        // Shown in the dialog (setPars.error).
      }
    },
    [setPars],
  );

  function suggest() {
    suggestPars.mutate(undefined, {
      onSuccess: setSuggested,
      onError: (err) => notify({ message: countErrorText(err), type: 'error' }),
    });
  }
  return { setPars, suggestPars, editingPar, setEditingPar, suggested, setSuggested, savePar, suggest };
}
