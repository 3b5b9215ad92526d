import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { landingLimits, type LandingContent, type LeafContent } from '@provender/contract';
import { ChildrenEditor } from './children-editor.tsx';
import { ImageEditor } from './image-editor.tsx';
import { ProductListEditor } from './product-list-editor.tsx';
import { ProductPicker } from './product-picker.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

interface ContentEditorProps {
  content: LandingContent;
  onChange: (next: LandingContent) => void;
}

/** The editor of one content type (spec 02 section 2: a content-specific editor). */
export function ContentEditor({ content, onChange }: ContentEditorProps) {
  switch (content.type) {
    case 'text':
      return <RichTextEditor value={content.value} onChange={(value) => onChange({ ...content, value })} />;
    case 'image':
      return <ImageEditor value={content} onChange={onChange} />;
    case 'group':
      return (
        <Stack spacing={2}>
          <TextField
            select
            label="Direction"
            value={content.direction}
            onChange={(e) => onChange({ ...content, direction: e.target.value as 'row' | 'column' })}
            sx={{ maxWidth: 200 }}
          >
            <MenuItem value="row">Row</MenuItem>
            <MenuItem value="column">Column</MenuItem>
          </TextField>
          <ChildrenEditor
            label="Item"
            items={content.children}
            onChange={(children) => onChange({ ...content, children })}
          />
        </Stack>
      );
    case 'carousel':
      return (
        <Stack spacing={2}>
          <Stack sx={{ px: 1 }}>
            <Typography id="carousel-interval" variant="body2">
              Interval: {content.interval === 0 ? 'Off' : `${content.interval} seconds`}
            </Typography>
            <Slider
              aria-labelledby="carousel-interval"
              value={content.interval}
              min={0}
              max={landingLimits.carouselIntervalMax}
              step={1}
              marks
              onChange={(_e, interval) => onChange({ ...content, interval })}
            />
          </Stack>
          <ChildrenEditor
            label="Slide"
            items={content.children.filter((c): c is LeafContent => c.type !== 'group')}
            onChange={(children) => onChange({ ...content, children })}
          />
        </Stack>
      );
    case 'product':
      return (
        <ProductPicker
          productKey={content.productKey}
          onChange={(productKey) => onChange({ ...content, productKey })}
        />
      );
    case 'productList':
      return <ProductListEditor content={content} onChange={onChange} />;
    case 'pushProductList':
      return <Typography color="text.secondary">The push products are listed in their sequence.</Typography>;
    default:
      return null;
  }
}
