import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DashboardCustomizeOutlinedIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import EditIcon from '@mui/icons-material/Edit';

interface EmptyCardHintProps {
  /** The card's number in the editor (1 for the first). */
  n: number;
  /** A card with a heading shows it to visitors; one without is blank space until it has content. */
  hasHeading: boolean;
  onEdit: () => void;
}

/** Inside a card without content in the editor: what the card is and how to fill it (issue 36 item 5). */
export function EmptyCardHint({ n, hasHeading, onEdit }: EmptyCardHintProps) {
  return (
    <Box
      sx={{
        flex: '1 1 auto',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1,
        px: 2,
        py: 3,
        minHeight: 0,
      }}
    >
      <DashboardCustomizeOutlinedIcon color="action" aria-hidden />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        Empty card
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
        Give it a heading and content: text, an image, a carousel, a product or a product list.
        {hasHeading ? ' Visitors see its heading only.' : ' Until then visitors see blank space here.'}
      </Typography>
      <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit} aria-label={`Fill card ${n}`}>
        Fill card
      </Button>
    </Box>
  );
}
