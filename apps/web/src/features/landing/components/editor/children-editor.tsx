import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { landingLimits, type LeafContent } from '@provender/contract';
import { defaultImage, newId } from '../../utils/content-defaults.ts';
import { ImageEditor } from './image-editor.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

interface ChildrenEditorProps {
  label: string;
  items: LeafContent[];
  onChange: (items: LeafContent[]) => void;
}

/** The slides of a carousel or the members of a group: images and texts, added and removed. */
export function ChildrenEditor({ label, items, onChange }: ChildrenEditorProps) {
  const replace = (i: number, next: LeafContent) => onChange(items.map((item, j) => (j === i ? next : item)));
  const full = items.length >= landingLimits.childrenMax;
  return (
    <Stack spacing={1.5}>
      {items.map((item, i) => (
        <Paper key={item.id} variant="outlined" sx={{ p: 1.5 }} aria-label={`${label} ${i + 1}`} component="section">
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" sx={{ flex: 1 }}>
              {label} {i + 1}: {item.type === 'image' ? 'Image' : 'Text'}
            </Typography>
            <IconButton
              aria-label={`Remove ${label.toLowerCase()} ${i + 1}`}
              size="small"
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
          {item.type === 'image' ? <ImageEditor value={item} onChange={(next) => replace(i, next)} /> : null}
          {item.type === 'text' ? (
            <RichTextEditor value={item.value} onChange={(value) => replace(i, { ...item, value })} />
          ) : null}
        </Paper>
      ))}
      <Stack direction="row" spacing={1}>
        <Button startIcon={<AddIcon />} disabled={full} onClick={() => onChange([...items, defaultImage()])}>
          Add Image
        </Button>
        <Button
          startIcon={<AddIcon />}
          disabled={full}
          onClick={() =>
            onChange([...items, { id: newId('text'), parentId: null, hidden: false, type: 'text', value: '' }])
          }
        >
          Add Text
        </Button>
      </Stack>
    </Stack>
  );
}
