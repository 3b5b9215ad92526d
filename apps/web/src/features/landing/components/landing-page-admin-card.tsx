import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The Admin page's Landing Page card: opens the Landing Page Editor. */
export function LandingPageAdminCard() {
  return (
    <Card variant="outlined" component="section" aria-label="Landing Page">
      <CardHeader title="Landing Page" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary">
          The cards everyone sees on the home page: images, text, carousels and products.
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button component={RouterLink} to="/admin/landing" variant="contained">
          Edit Landing Page
        </Button>
      </CardActions>
    </Card>
  );
}
