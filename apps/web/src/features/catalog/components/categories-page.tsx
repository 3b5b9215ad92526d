import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink, useLocation } from 'react-router';
import { readHashParam } from '../../../components/url-hash/hash-params.ts';
import { SEARCH_HASH_PARAM } from '../../../components/url-hash/use-hash-param.ts';
import { useCategories } from '../api/get-categories.ts';
import { useMainCategories } from '../api/get-main-categories.ts';
import { categoryGroups } from '../utils/category-tree.ts';
import { categoryLink } from '../utils/product-filters.ts';

type CategoryGroup = ReturnType<typeof categoryGroups>[number];

/** A main category: its name links to all its products, then each sub-category's link. */
function MainCategoryCard({ main, subs }: { main: CategoryGroup['main']; subs: CategoryGroup['categories'] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={`main-${main.code}`}>
      <Box
        sx={{
          px: 2,
          py: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Link
          id={`main-${main.code}`}
          component={RouterLink}
          to={categoryLink(main.code)}
          color="inherit"
          underline="hover"
          variant="h6"
          sx={{ flexGrow: 1, fontSize: '1.05rem', fontWeight: 600 }}
        >
          {main.description}
        </Link>
        <Typography variant="caption">
          {subs.length} {subs.length === 1 ? 'category' : 'categories'}
        </Typography>
      </Box>
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {subs.map((c) => (
            <Box
              component="li"
              key={c.code}
              sx={{ borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
            >
              <Link
                component={RouterLink}
                to={categoryLink(main.code, c.code)}
                underline="none"
                color="text.primary"
                sx={{ display: 'flex', alignItems: 'center', py: 1, '&:hover': { color: 'primary.main' } }}
              >
                <Box component="span" sx={{ flexGrow: 1 }}>
                  {c.description}
                </Box>
                <ChevronRightIcon fontSize="small" sx={{ color: 'text.disabled' }} />
              </Link>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** /categories: main categories as cards, each listing its sub-categories as links into /products. */
export function CategoriesPage() {
  const search = readHashParam(useLocation().hash, SEARCH_HASH_PARAM);
  const mains = useMainCategories();
  const categories = useCategories();
  const groups = mains.data && categories.data ? categoryGroups(mains.data, categories.data, search) : [];
  const error = mains.error ?? categories.error;

  let content;
  if (error) content = <Alert severity="error">{error.message}</Alert>;
  else if (mains.isPending || categories.isPending) {
    content = (
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2 }}
        aria-busy
        aria-label="Loading categories"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={220} />
        ))}
      </Box>
    );
  } else if (groups.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
        <Typography color="text.secondary">No categories.</Typography>
      </Paper>
    );
  } else {
    content = (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        {groups.map(({ main, categories: subs }) => (
          <MainCategoryCard key={main.code} main={main} subs={subs} />
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Categories
      </Typography>
      {content}
    </Box>
  );
}
