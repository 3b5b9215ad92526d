import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { CartLine } from '@provender/contract';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { CartLineDialogContext, type CartLineDialogActions } from '../hooks/use-cart-line-dialog.ts';
import type { CartLineDialogRequest } from './cart-line-dialog.tsx';

// Loaded when first opened, not with the shell (decision 180).
const CartLineDialog = lazy(async () => ({ default: (await import('./cart-line-dialog.tsx')).CartLineDialog }));
const AccountRequiredDialog = lazy(async () => ({
  default: (await import('./account-required-dialog.tsx')).AccountRequiredDialog,
}));

let nextRequestId = 1;

/** Hosts the Add To Cart / Edit Cart and Account Required dialogs for every screen below it. */
export function CartLineDialogProvider({ children }: { children: ReactNode }) {
  const { cartAccess } = useCatalogEnvironment();
  const notify = useNotify();
  const [request, setRequest] = useState<(CartLineDialogRequest & { id: number }) | null>(null);
  const [accountRequired, setAccountRequired] = useState(false);
  // Kept mounted once shown, so closing it plays its transition.
  const [accountAsked, setAccountAsked] = useState(false);
  if (accountRequired && !accountAsked) setAccountAsked(true);

  const actions = useMemo<CartLineDialogActions>(
    () => ({
      openAddToCart(product, start) {
        if (cartAccess === 'sign-in') setAccountRequired(true);
        else if (cartAccess === 'open') setRequest({ mode: 'add', product, start, id: nextRequestId++ });
      },
      openEditCartLine(line) {
        if (cartAccess === 'open') setRequest({ mode: 'edit', line, id: nextRequestId++ });
      },
    }),
    [cartAccess],
  );

  const onSaved = (line: CartLine, mode: 'add' | 'edit') => {
    const message =
      mode === 'add'
        ? `Added "${line.product.description}" to the cart.`
        : `Updated "${line.product.description}" in the cart.`;
    notify({ type: 'success', message, action: 'View Cart', actionLink: '/cart' });
  };

  return (
    <CartLineDialogContext value={actions}>
      {children}
      <Suspense fallback={null}>
        {request ? (
          <CartLineDialog key={request.id} request={request} onClose={() => setRequest(null)} onSaved={onSaved} />
        ) : null}
        {accountAsked ? (
          <AccountRequiredDialog open={accountRequired} onClose={() => setAccountRequired(false)} />
        ) : null}
      </Suspense>
    </CartLineDialogContext>
  );
}
