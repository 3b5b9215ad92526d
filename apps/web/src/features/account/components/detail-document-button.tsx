import Box from '@mui/material/Box';
import {
  endpointUrl,
  type AccountDetailLine,
  checkoutEndpoints,
  historyEndpoints,
  receivableEndpoints,
} from '@provender/contract';
import { DocumentButton } from '../../../components/document-button/document-button.tsx';

type DocumentLine = Pick<AccountDetailLine, 'recordType' | 'reference' | 'orderNumber' | 'scanDocuments'>;

/**
 * From this window width on, the table (beside the permanent menu) has room for document buttons
 * on one line: about 830 px of columns in the 900 px of a 1280 px window, scroll bar included.
 */
const ONE_LINE_BUTTONS_MIN_WIDTH = 1260;

/** An invoice's PDF, or a credit memo's (C/M); other items have no document of their own. */
function OwnDocumentButton({ line }: { line: DocumentLine }) {
  if (line.recordType === 1 && line.orderNumber)
    return (
      <DocumentButton
        label="Invoice"
        size="small"
        url={endpointUrl(checkoutEndpoints.getOrderInvoice, { params: { id: line.orderNumber } })}
        documentId={`invoice-${line.orderNumber}`}
        fileName={`Invoice-${line.orderNumber}.pdf`}
      />
    );
  if (line.recordType === 6 || line.recordType === 8)
    return (
      <DocumentButton
        label="C/M"
        size="small"
        url={endpointUrl(receivableEndpoints.getCreditMemoDocument, { params: { id: line.reference } })}
        documentId={`creditmemo-${line.reference}`}
        fileName={`Credit-Memo-${line.reference}.pdf`}
      />
    );
  return null;
}

/**
 * The line's documents: its invoice or C/M, then the scan documents of its order (delivery
 * tickets, proofs of delivery; decision 072), each a document button with its own states.
 */
export function DetailDocumentButtons({
  line,
  direction = 'row',
}: {
  line: DocumentLine;
  /** A column in the table's Documents cell; a wrapping row under a phone card. */
  direction?: 'row' | 'column';
}) {
  const { orderNumber } = line;
  const scans = orderNumber ? line.scanDocuments : [];
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: direction,
        flexWrap: 'wrap',
        gap: 0.75,
        alignItems: direction === 'column' ? 'flex-start' : 'center',
        // In the table's column a long name wraps inside its button rather than widen the table,
        // unless the window is wide enough for the table with one-line buttons (decision 171).
        '& .MuiButton-root':
          direction === 'column'
            ? {
                whiteSpace: 'normal',
                textAlign: 'left',
                lineHeight: 1.25,
                px: 1,
                [`@media (min-width: ${ONE_LINE_BUTTONS_MIN_WIDTH}px)`]: { whiteSpace: 'nowrap' },
              }
            : { whiteSpace: 'nowrap' },
      }}
    >
      <OwnDocumentButton line={line} />
      {scans.map((scan) => (
        <DocumentButton
          key={scan.key}
          label={scan.name}
          size="small"
          url={endpointUrl(historyEndpoints.getOrderScan, { params: { id: orderNumber!, scanId: scan.key } })}
          documentId={`order-${orderNumber}-scan-${scan.key}`}
          fileName={`${scan.name} ${orderNumber}.pdf`}
        />
      ))}
    </Box>
  );
}
