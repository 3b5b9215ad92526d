import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  return (
    <Box sx={{ py: { xs: 6, sm: 10 }, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        Oops... This page doesn&apos;t exist!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The address may be mistyped, or the page may have moved.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Go to the home page
      </Button>
    </Box>
  );
}
