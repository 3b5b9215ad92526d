import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ReportMessages, type ReportKind } from '@provender/contract';
import { DocumentButton } from '../../../components/document-button/document-button.tsx';
import { reportDocumentId, reportUrl, type ReportParameters } from '../utils/report-url.ts';

interface ReportCardProps {
  kind: ReportKind;
  /** The parameters' values; the report's address and viewer tab follow from them. */
  params?: ReportParameters;
  title: string;
  description: string;
  fileName: string;
  /** The report's parameters. */
  children?: ReactNode;
}

/** One report of the Documents page: what it is, its parameters and Open Report (spec 02). */
export function ReportCard({ kind, params, title, description, fileName, children }: ReportCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: children ? 2 : 0 }}>
          {description}
        </Typography>
        {children ? <Stack spacing={2}>{children}</Stack> : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <DocumentButton
          label="Open Report"
          url={reportUrl(kind, params)}
          documentId={reportDocumentId(kind, params)}
          fileName={fileName}
          variant="contained"
          noDataMessage={ReportMessages.noData}
          notFoundMessage={ReportMessages.notFound}
          unexpectedMessage={ReportMessages.unexpected}
        />
      </CardActions>
    </Card>
  );
}
