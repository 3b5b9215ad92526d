import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { isReservedOrderGuideName, type OrderGuide } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { readHashParam } from '../../../components/url-hash/hash-params.ts';
import { useOrderGuides } from '../api/get-order-guides.ts';
import { editableGuides, findGuide } from '../utils/guide-names.ts';
import { CREATE_HASH_PARAM, EDIT_HASH_PARAM, type EditMode } from '../utils/guide-paths.ts';
import { OrderGuideEditor } from './order-guide-editor.tsx';

/**
 * /order-guide-edit#og_create={name} or #og_edit={name}: shows Loading until the guides are
 * fetched, then the editor for that guide (a new one when it does not exist yet).
 */
export function OrderGuideEditPage() {
  const { hash } = useLocation();
  const createName = readHashParam(hash, CREATE_HASH_PARAM).trim();
  const editName = readHashParam(hash, EDIT_HASH_PARAM).trim();
  const mode: EditMode = createName ? 'create' : 'edit';
  const name = createName || editName;
  const guides = useOrderGuides();

  if (!name || isReservedOrderGuideName(name)) {
    return (
      <Box>
        <Alert severity="info" sx={{ mb: 2 }}>
          {name ? `The "${name}" order guide cannot be changed.` : 'No order guide was chosen.'}
        </Alert>
        <Button component={RouterLink} to="/order-guide">
          Back to Order Guides
        </Button>
      </Box>
    );
  }
  if (guides.isError) {
    return (
      <Alert severity="error">{isApiRequestError(guides.error) ? guides.error.firstError : guides.error.message}</Alert>
    );
  }
  if (guides.isPending) return <Loading />;
  const existing: OrderGuide | null = findGuide(editableGuides(guides.data), name) ?? null;
  return (
    <OrderGuideEditor
      key={`${mode}:${name.toLowerCase()}`}
      mode={mode}
      name={existing?.name ?? name}
      existing={existing}
    />
  );
}

function Loading() {
  // Short loads show nothing rather than a flash of text.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3, visibility: visible ? 'visible' : 'hidden' }}
    >
      <CircularProgress size={24} />
      <Typography>Loading</Typography>
    </Box>
  );
}
