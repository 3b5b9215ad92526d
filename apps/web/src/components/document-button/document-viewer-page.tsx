import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { openerDocument } from './document-registry.ts';

/** /doc/{id}: the tab a document button opened, showing the document it loaded. */
export function DocumentViewerPage() {
  const { id = '' } = useParams();
  const document = openerDocument(id);
  if (!document) {
    return (
      <Box sx={{ p: 4 }}>
        <Typography role="status">
          This document is no longer available here. Open it again from the storefront.
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Toolbar variant="dense" sx={{ gap: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography sx={{ flex: 1 }} noWrap>
          {document.fileName}
        </Typography>
        <Button component="a" href={document.url} download={document.fileName}>
          Download
        </Button>
      </Toolbar>
      <Box component="iframe" src={document.url} title={document.fileName} sx={{ flex: 1, border: 0, width: '100%' }} />
    </Box>
  );
}
