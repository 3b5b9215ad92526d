import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Hint } from '../../../../components/hint/hint.tsx';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import { withHttps } from '../../utils/link-url.ts';

const tools = [
  { label: 'Bold', icon: <FormatBoldIcon /> },
  { label: 'Italic', icon: <FormatItalicIcon /> },
  { label: 'Underline', icon: <FormatUnderlinedIcon /> },
  { label: 'Heading', icon: <TitleIcon /> },
  { label: 'Bulleted list', icon: <FormatListBulletedIcon /> },
  { label: 'Insert link', icon: <InsertLinkIcon /> },
];
const commands: Record<string, string> = {
  Bold: 'bold',
  Italic: 'italic',
  Underline: 'underline',
  'Bulleted list': 'insertUnorderedList',
};

/** Spec 02 section 9: rich text changes are passed on after 300 ms of quiet. */
const CHANGE_DEBOUNCE_MS = 300;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const editableSx = {
  minHeight: 160,
  maxHeight: 360,
  overflow: 'auto',
  p: 1.5,
  outline: 'none',
  typography: 'body1',
  '& a': { color: 'primary.main' },
} as const;

/** The link Insert Link puts in (https in front of an address without it). */
const linkHtml = (text: string, url: string) =>
  `<a href="${escapeHtml(withHttps(url))}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`;

/** The formatting buttons; pressing one keeps the text's selection (mouse down does not take focus). */
function Toolbar({ onTool }: { onTool: (label: string) => void }) {
  return (
    <Stack direction="row" sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5, flexWrap: 'wrap' }}>
      {tools.map((t) => (
        <Hint key={t.label} title={t.label}>
          <IconButton
            size="small"
            aria-label={t.label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onTool(t.label)}
          >
            {t.icon}
          </IconButton>
        </Hint>
      ))}
    </Stack>
  );
}

/** Insert Link: the link's text and url, both needed. */
function LinkDialog(props: {
  open: boolean;
  text: string;
  url: string;
  onText: (text: string) => void;
  onUrl: (url: string) => void;
  onCancel: () => void;
  onInsert: () => void;
}) {
  const { open, text, url, onText, onUrl, onCancel, onInsert } = props;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="link-dialog-title">
      <DialogTitle id="link-dialog-title">Insert Link</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
          <TextField label="Text" value={text} onChange={(e) => onText(e.target.value)} autoFocus />
          <TextField
            label="Url"
            value={url}
            onChange={(e) => onUrl(e.target.value)}
            helperText="Addresses without https get https in front"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        {/* Spec 02 section 5: a link needs both its text and its url. */}
        <Button variant="contained" onClick={onInsert} disabled={!text.trim() || !url.trim()}>
          Insert
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A small rich text editor: bold, italic, underline, heading, bullets and links. What it produces
 * is only a draft; the server keeps what its allow-list permits (decision 082).
 */
export function RichTextEditor({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  const savedRange = useRef<Range | null>(null);

  useEffect(() => {
    // Set once; afterwards the editable element owns its content.
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first value seeds the editor
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const emit = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onChange(ref.current?.innerHTML ?? ''), CHANGE_DEBOUNCE_MS);
  };
  const command = (name: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(name, false, arg);
    emit();
  };
  const openLink = () => {
    const selection = window.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    setLinkText(selection?.toString() ?? '');
    setLinkUrl('');
    setLinkOpen(true);
  };
  const insertLink = () => {
    setLinkOpen(false);
    ref.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    document.execCommand('insertHTML', false, linkHtml(linkText, linkUrl));
    emit();
  };
  const runTool = (label: string) => {
    if (label === 'Insert link') openLink();
    else if (label === 'Heading') command('formatBlock', 'h3');
    else command(commands[label] ?? 'bold');
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Toolbar onTool={runTool} />
      <Box
        ref={ref}
        role="textbox"
        aria-multiline
        aria-label="Text"
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={() => {
          window.clearTimeout(timer.current);
          onChange(ref.current?.innerHTML ?? '');
        }}
        sx={editableSx}
      />
      <LinkDialog
        open={linkOpen}
        text={linkText}
        url={linkUrl}
        onText={setLinkText}
        onUrl={setLinkUrl}
        onCancel={() => setLinkOpen(false)}
        onInsert={insertLink}
      />
    </Box>
  );
}
