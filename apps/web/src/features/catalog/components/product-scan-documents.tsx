import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { endpointUrl, type ScanDocument, historyEndpoints } from '@provender/contract';
import { DocumentButton } from '../../../components/document-button/document-button.tsx';

/**
 * The product's scan documents (spec sheets) as document buttons; the server lists them only where
 * the productScanDocuments setting's productDetail location is on (decision 170).
 */
export function ProductScanDocuments({ productKey, scans }: { productKey: number; scans: readonly ScanDocument[] }) {
  if (scans.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="product-documents-heading">
      <Typography
        id="product-documents-heading"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, mt: 4, mb: 1 }}
      >
        Documents
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {scans.map((scan) => (
          <DocumentButton
            key={scan.key}
            label={scan.name}
            size="small"
            url={endpointUrl(historyEndpoints.getProductScan, { params: { id: productKey, scanId: scan.key } })}
            documentId={`product-${productKey}-scan-${scan.key}`}
            fileName={`${scan.name} ${productKey}.pdf`}
          />
        ))}
      </Box>
    </Box>
  );
}
