import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';

/**
 * Rich text as the server serves it: sanitized to an allow-list on save and again when served
 * (decision 082), so it is set as HTML. Links to paths of this site stay inside the app.
 */
export function RichTextView({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box
      onClick={onClick}
      sx={{
        typography: 'body1',
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& a': { color: 'primary.main', fontWeight: 600 },
        '& h2, & h3, & h4': { lineHeight: 1.3, mb: 1 },
        '& ul, & ol': { pl: 3 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
      }}
      // Sanitized by the server with an allow-list on save and when served (decision 082).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
