import Box from '@mui/material/Box';
import { DatePickerProvider } from '../../../components/date-range/date-picker-provider.tsx';
import Typography from '@mui/material/Typography';
import type { ReportKind } from '@provender/contract';
import { PriceListCard } from './price-list-card.tsx';
import { QuoteSheetCard } from './quote-sheet-card.tsx';
import { ReportCard } from './report-card.tsx';

interface DocumentsPageProps {
  /** The reports the user's menu allows (visible and not locked), in the page's order. */
  reports: readonly ReportKind[];
  allowAllProducts: boolean;
}

function Report({ kind, allowAllProducts }: { kind: ReportKind; allowAllProducts: boolean }) {
  switch (kind) {
    case 'pricelist':
      return <PriceListCard allowAllProducts={allowAllProducts} />;
    case 'quotesheet':
      return <QuoteSheetCard />;
    case 'statement':
      return (
        <ReportCard
          kind="statement"
          title="Current Statement"
          description="Your open invoices and credits with their age and the total due."
          fileName="Statement.pdf"
        />
      );
    case 'productlist':
      return (
        <ReportCard
          kind="productlist"
          title="Product List"
          description="Every product you can order, by category."
          fileName="Product-List.pdf"
        />
      );
    case 'orderguidelist':
      return (
        <ReportCard
          kind="orderguidelist"
          title="Order Guide List"
          description="Your order guides with their products and usual quantities."
          fileName="Order-Guide-List.pdf"
        />
      );
  }
}

/** Spec 02 Reports and Documents: a card per report the menu allows, each with Open Report. */
export function DocumentsPage({ reports, allowAllProducts }: DocumentsPageProps) {
  return (
    <DatePickerProvider>
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Documents
        </Typography>
        {reports.length === 0 ? (
          <Typography role="status" color="text.secondary">
            No reports are available for your account.
          </Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              alignItems: 'stretch',
            }}
          >
            {reports.map((kind) => (
              <Report key={kind} kind={kind} allowAllProducts={allowAllProducts} />
            ))}
          </Box>
        )}
      </Box>
    </DatePickerProvider>
  );
}
