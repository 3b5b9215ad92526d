import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { imageContentSchema, landingLimits, type ImageContent, type LandingLink } from '@provender/contract';
import { useUploadLandingImage } from '../../api/upload-landing-image.ts';
import { withHttps } from '../../utils/link-url.ts';
import { fieldError } from './field-error.ts';

const shape = imageContentSchema.shape;
const sizeValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The picture, its Upload Image button and the upload's error. */
function ImageUpload({ src, onSrc }: { src: string; onSrc: (src: string) => void }) {
  const upload = useUploadLandingImage();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          component="img"
          src={src ? `/img/${encodeURIComponent(src)}` : '/missing.svg'}
          alt=""
          sx={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
        <Stack spacing={0.5}>
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
          >
            {upload.isPending ? 'Uploading…' : 'Upload Image'}
          </Button>
          <Typography variant="caption" color="text.secondary">
            PNG, JPEG, WebP, GIF or AVIF up to 5 MB
          </Typography>
        </Stack>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          hidden
          aria-label="Image file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) upload.mutate(file, { onSuccess: ({ src }) => onSrc(src) });
          }}
        />
      </Stack>
      {upload.isError ? <Alert severity="error">{upload.error.message}</Alert> : null}
    </>
  );
}

/** Link: none, an internal path or an external url (https in front when it has none). */
function LinkFields({ value, set }: { value: ImageContent; set: (patch: Partial<ImageContent>) => void }) {
  const linkKind = value.link?.variant ?? 'none';
  const linkError = value.link ? fieldError(imageContentSchema.shape.link, value.link) : undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Link"
        value={linkKind}
        onChange={(e) => {
          const kind = e.target.value;
          const link: LandingLink | null =
            kind === 'none'
              ? null
              : { variant: kind as LandingLink['variant'], href: kind === 'internal' ? '/products' : '' };
          set({ link });
        }}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="none">None</MenuItem>
        <MenuItem value="internal">Internal</MenuItem>
        <MenuItem value="external">External</MenuItem>
      </TextField>
      {value.link ? (
        <TextField
          label={value.link.variant === 'internal' ? 'Path' : 'Url'}
          value={value.link.href}
          fullWidth
          onChange={(e) => value.link && set({ link: { ...value.link, href: e.target.value } })}
          onBlur={() =>
            value.link?.variant === 'external' && set({ link: { ...value.link, href: withHttps(value.link.href) } })
          }
          error={Boolean(linkError)}
          helperText={linkError}
        />
      ) : null}
    </Stack>
  );
}

/** Image content: upload, description, fit, size, padding and an optional internal or external link. */
export function ImageEditor({ value, onChange }: { value: ImageContent; onChange: (next: ImageContent) => void }) {
  const set = (patch: Partial<ImageContent>) => onChange({ ...value, ...patch });
  const altError = fieldError(shape.alt, value.alt);
  const widthError = fieldError(shape.width, value.width);
  const heightError = fieldError(shape.height, value.height);

  return (
    <Stack spacing={2}>
      <ImageUpload src={value.src} onSrc={(src) => set({ src })} />
      <TextField
        label="Description"
        value={value.alt}
        onChange={(e) => set({ alt: e.target.value })}
        error={Boolean(altError)}
        helperText={altError}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Fit"
          value={value.objectFit}
          onChange={(e) => set({ objectFit: e.target.value as ImageContent['objectFit'] })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="cover">Cover</MenuItem>
          <MenuItem value="contain">Contain</MenuItem>
        </TextField>
        <TextField
          label="Width (px)"
          type="number"
          value={value.width ?? ''}
          onChange={(e) => set({ width: sizeValue(e.target.value) })}
          error={Boolean(widthError)}
          helperText={widthError ?? 'Empty fills the card'}
        />
        <TextField
          label="Height (px)"
          type="number"
          value={value.height ?? ''}
          onChange={(e) => set({ height: sizeValue(e.target.value) })}
          error={Boolean(heightError)}
          helperText={heightError ?? 'Empty keeps the proportions'}
        />
      </Stack>
      <Box sx={{ px: 1 }}>
        <Typography id="image-padding" variant="body2" gutterBottom>
          Padding
        </Typography>
        <Slider
          aria-labelledby="image-padding"
          value={value.padding}
          min={0}
          max={landingLimits.paddingMax}
          step={1}
          marks
          valueLabelDisplay="auto"
          onChange={(_e, padding) => set({ padding: padding })}
        />
      </Box>
      <LinkFields value={value} set={set} />
    </Stack>
  );
}
