import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';

/** Spec 01 section 8: the products page with nothing to show. */
export function ProductsEmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 8 }, textAlign: 'center', color: 'text.secondary' }}>
      <Inventory2OutlinedIcon sx={{ fontSize: 56, color: 'primary.main', opacity: 0.6, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" color="text.primary">
        No Products Available
      </Typography>
      <Typography sx={{ mt: 0.5 }}>Try another category or search.</Typography>
    </Paper>
  );
}
