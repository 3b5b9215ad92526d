import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DefaultLayoutCard } from '../../features/admin/components/default-layout-card.tsx';
import { DefaultSortByCard } from '../../features/admin/components/default-sort-by-card.tsx';
import { MaxOrderAmountCard } from '../../features/admin/components/max-order-amount-card.tsx';
import { ImageSyncCard } from '../../features/admin/components/image-sync-card.tsx';
import { PasswordOptionsCard } from '../../features/admin/components/password-options-card.tsx';
import { CustomerUsersAdminCard } from '../../features/customer-users/components/customer-users-admin-card.tsx';
import { LandingPageAdminCard } from '../../features/landing/components/landing-page-admin-card.tsx';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { useSession } from '../session/session-context.ts';
import { menuRouteDecision } from '../routing/route-access.ts';

/** /admin: the administrator's option cards (Password Options; layout, sort, image sync; the landing page card joins them). */
export function AdminRoute() {
  const { userType } = useSession();
  const menu = useMenu();
  // Spec 01 section 6: the Landing card is gated by EditLandingPage.
  const editLanding = menu.data?.find((entry) => entry.key === 'EditLandingPage');
  const showLanding = menuRouteDecision(editLanding, userType) === 'allow';
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Options
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, alignItems: 'start' }}
      >
        <PasswordOptionsCard />
        <DefaultLayoutCard />
        <DefaultSortByCard />
        <MaxOrderAmountCard />
        {showLanding ? <LandingPageAdminCard /> : null}
        <ImageSyncCard />
        <CustomerUsersAdminCard />
      </Box>
    </Box>
  );
}
