import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DefaultLayoutCard } from '../../features/admin/components/default-layout-card.tsx';
import { DefaultSortByCard } from '../../features/admin/components/default-sort-by-card.tsx';
import { PasswordOptionsCard } from '../../features/admin/components/password-options-card.tsx';

/** /admin: the administrator's option cards (Password Options; layout, sort, landing page and image sync join it). */
export function AdminRoute() {
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Options
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, alignItems: 'start' }}>
        <PasswordOptionsCard />
        <DefaultLayoutCard />
        <DefaultSortByCard />
      </Box>
    </Box>
  );
}
