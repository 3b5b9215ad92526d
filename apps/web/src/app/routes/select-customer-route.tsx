import Button from '@mui/material/Button';
import { Navigate } from 'react-router';
import { FocusLayout } from '../../components/app-shell/focus-layout.tsx';
import { SelectCustomerPage } from '../../features/session/components/select-customer-page.tsx';
import { NotFoundRoute } from '../routing/not-found-route.tsx';
import { useSession, useSessionActions } from '../session/session-context.ts';
import { useBrand } from './use-brand.ts';

export function SelectCustomerRoute() {
  const { state } = useSession();
  const { selectCustomer, logout } = useSessionActions();
  const { companyName, logos } = useBrand();
  // Right after the choice: a new history entry, so that going back to the selection logs out.
  if (state.status === 'ready') return <Navigate to="/" />;
  if (state.status !== 'select-customer') return <NotFoundRoute />;
  return (
    <FocusLayout
      title={companyName}
      logoSrc={logos.small}
      actions={
        <Button color="inherit" onClick={() => logout()}>
          Log Out
        </Button>
      }
    >
      <SelectCustomerPage onSelect={(customer) => selectCustomer(customer.customerKey)} />
    </FocusLayout>
  );
}
