import { useRef, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { buildHeaders, toRequestError } from '../api-client/api-client.ts';
import { NETWORK_FAILURE_MESSAGE } from '../api-client/api-request-error.ts';
import { useApiSession } from '../api-client/api-session.ts';
import { useNotify } from '../notifications/notification.ts';
import { registerDocument } from './document-registry.ts';
import {
  ANDROID_TAB_CLOSE_MS,
  NO_DOCUMENT_DATA,
  OPEN_TAB_FAILED,
  answerOutcome,
  clickAction,
  failureNotice,
  isAndroid,
  type DocumentState,
} from './document-state.ts';

interface DocumentButtonProps {
  label: string;
  /** The API path of the document (a PDF). */
  url: string;
  /** The viewer's id: the tab ends on /doc/{documentId}. */
  documentId: string;
  fileName: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** What a 204 says (reports: 'No report data'). */
  noDataMessage?: string;
  /** What a 404 says instead of the server's text (reports: 'No report found. ...'). */
  notFoundMessage?: string;
  /** What a 200 that is not a document says (reports: the parse-failure text). */
  unexpectedMessage?: string;
}

/** Answers the button can show: a PDF or a scanned image. */
const isDocumentType = (type: string | null) => !type || /^(application\/pdf|image\/)/.test(type);

/**
 * Opens a document in a new tab (spec 02 section 4): a blank tab at /loading.html first, so the
 * browser allows it, then the document; the tab moves to /doc/{id} on success (on Android the
 * file is downloaded and the tab closes) and closes with an upper-case notification on failure.
 */
export function DocumentButton({
  label,
  url,
  documentId,
  fileName,
  size = 'medium',
  variant = 'outlined',
  noDataMessage = NO_DOCUMENT_DATA,
  notFoundMessage,
  unexpectedMessage,
}: DocumentButtonProps) {
  const api = useApiSession();
  const notify = useNotify();
  const [state, setState] = useState<DocumentState>('NotLoaded');
  const busy = useRef(false);

  const fail = (message: string) => {
    notify({ type: 'error', message: failureNotice(message) });
    setState('Failed');
  };

  async function open() {
    const action = clickAction(state);
    if (action === 'ignore' || busy.current) return;
    if (action === 'reset') {
      setState('NotLoaded');
      return;
    }
    const tab = window.open('/loading.html', '_blank');
    if (!tab) {
      fail(OPEN_TAB_FAILED);
      return;
    }
    busy.current = true;
    setState('Loading');
    try {
      const response = await fetch(url, { headers: buildHeaders(api, false) });
      const outcome = answerOutcome(response.status);
      if (outcome !== 'document') {
        tab.close();
        const error = outcome === 'no-data' ? null : await toRequestError(response);
        if (response.status === 401 && api.token) api.onSessionEnded(error?.message ?? '', api.token);
        fail(response.status === 404 && notFoundMessage ? notFoundMessage : (error?.firstError ?? noDataMessage));
        return;
      }
      if (unexpectedMessage && !isDocumentType(response.headers.get('content-type'))) {
        tab.close();
        fail(unexpectedMessage);
        return;
      }
      const document = registerDocument(documentId, await response.blob(), fileName);
      if (isAndroid(navigator.userAgent)) {
        const link = Object.assign(window.document.createElement('a'), { href: document.url, download: fileName });
        link.click();
        window.setTimeout(() => tab.close(), ANDROID_TAB_CLOSE_MS);
      } else {
        tab.location.href = `/doc/${encodeURIComponent(documentId)}`;
      }
      setState('Loaded');
    } catch {
      tab.close();
      fail(NETWORK_FAILURE_MESSAGE);
    } finally {
      busy.current = false;
    }
  }

  return (
    <Button
      size={size}
      variant={variant}
      color={state === 'Failed' ? 'error' : 'primary'}
      onClick={() => void open()}
      aria-busy={state === 'Loading'}
      data-state={state}
      startIcon={state === 'Loading' ? <CircularProgress size={16} aria-hidden /> : <PictureAsPdfIcon />}
    >
      {label}
    </Button>
  );
}
