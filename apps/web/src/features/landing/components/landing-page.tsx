import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface LandingPageProps {
  companyName: string;
  /** Whether the visitor may open /products. */
  canBrowseProducts: boolean;
}

/** The home page until the landing page editor exists: a welcome and the way into the catalog. */
export function LandingPage({ companyName, canBrowseProducts }: LandingPageProps) {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Paper
        sx={{
          p: { xs: 3, sm: 6 },
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #006666 0%, #008080 55%, #2a9d8f 100%)',
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 1.5, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Welcome to {companyName}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 560, opacity: 0.95 }}>
          Your wholesale partner for food-service supplies. Order from our catalog any time.
        </Typography>
        {canBrowseProducts ? (
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to="/products"
            sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
          >
            Browse products
          </Button>
        ) : null}
      </Paper>
    </Box>
  );
}
