import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '@provender/contract';
import { useNotify } from '../../../components/notifications/notification.ts';
import { markCountPage } from '../../../components/offline/count-page-worker.ts';
import { readHashParam } from '../../../components/url-hash/hash-params.ts';
import { useGuideProducts } from '../api/get-guide-products.ts';
import { useAddCountToCart, useGuideCount } from '../api/guide-count.ts';
import type { CountShiptos } from '../components/count-header.tsx';
import { countErrorText } from '../utils/count-error-text.ts';
import { GUIDE_HASH_PARAM } from '../utils/guide-paths.ts';
import { countNumber, suggestionOf } from '../utils/count-lines.ts';
import { useCountDraft } from './use-count-draft.ts';
import { useCountLines } from './use-count-lines.ts';
import { useCountPars } from './use-count-pars.ts';

/** The state and actions of count mode (count-page.tsx): the guide's count, its draft, pars and Add to Cart. */
export function useCountPage(shiptos: CountShiptos | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const name = readHashParam(location.hash, GUIDE_HASH_PARAM).trim();
  const count = useGuideCount(name || null);
  const { productKeys, lines, move } = useCountLines(name, count.data);
  const products = useGuideProducts(productKeys);
  const draft = useCountDraft(name, count.data);
  const shipto = count.data?.shipto || undefined;
  const pars = useCountPars(name, shipto);
  const { setSuggested } = pars;
  const addToCart = useAddCountToCart(name, shipto);
  const [switching, setSwitching] = useState(false);

  useEffect(() => markCountPage(), []);

  const productOf = (key: number): Product | undefined => products.data?.get(key);
  const toOrder = lines.filter((line) => {
    const entry = draft.entries.get(line.productKey);
    if (!entry) return false;
    const own = countNumber(entry.orderQuantity);
    const quantity = own ?? suggestionOf(entry, line.par, productOf(line.productKey), line.unitOfMeasure);
    return (quantity ?? 0) > 0;
  }).length;

  /** Another ship-to: what was typed goes to the server first, for the ship-to it was counted at. */
  async function switchTo(code: string) {
    if (!shiptos || code === shipto) return;
    setSwitching(true);
    try {
      if (await draft.flush()) {
        setSuggested(null);
        await shiptos.choose(code);
      }
    } catch (err) {
      notify({ message: countErrorText(err), type: 'error' });
    } finally {
      setSwitching(false);
    }
  }

  async function submit() {
    if (!(await draft.flush())) return;
    try {
      const added = await addToCart.mutateAsync();
      notify({
        message: `Added ${added.added.length} ${added.added.length === 1 ? 'line' : 'lines'} to the cart.`,
        type: 'success',
      });
      void navigate('/cart');
    } catch (err) {
      notify({ message: countErrorText(err), type: 'error' });
    }
  }

  return { ...pars, name, count, draft, addToCart, switching, lines, move, productOf, toOrder, switchTo, submit };
}
