import sanitizeHtml from 'sanitize-html';

/** A scheme at the start of an address (javascript:, data:, mailto:, https: ...). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Spec 02 section 5: link urls without https get https prefixed (http:// becomes https://). Paths of this site stay as they
 * are; an address with any other scheme is left for the sanitizer to drop (javascript:, data:).
 */
export function withHttps(href: string): string {
  const trimmed = href.trim();
  if (/^http:\/\//i.test(trimmed)) return `https://${trimmed.slice('http://'.length)}`;
  if (trimmed === '' || SCHEME.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('#')) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/**
 * The allow-list of the landing page's rich text (decision 082): paragraphs, headings, emphasis,
 * lists, quotes and links. No images, frames, forms, scripts, styles beyond alignment and colour,
 * classes or ids. Links open in a new tab without access to this page.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    p: ['style'],
    span: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: [/^#[0-9a-f]{3}([0-9a-f]{3})?$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
    },
  },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped script, style and similar elements goes too, not only the tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs['href'] === undefined ? undefined : withHttps(attribs['href']);
      const internal = href !== undefined && href.startsWith('/');
      return {
        tagName,
        attribs: {
          ...(href === undefined ? {} : { href }),
          ...(internal ? {} : { target: '_blank' }),
          rel: 'noopener noreferrer',
        },
      };
    },
  },
};

/**
 * The version of the allow-list above, stored with every layout cleaned with it (decision 410).
 * Raise it when the allow-list changes: each stored layout is then cleaned again on its next read.
 */
export const RICH_TEXT_RULES_VERSION = 1;

/**
 * Sanitizes rich text to the allow-list. Run twice over the output so that markup that would
 * re-form into something new once parsed again (mutation XSS) is cut down to a stable result.
 */
export function sanitizeRichText(html: string): string {
  const once = sanitizeHtml(html, options);
  return sanitizeHtml(once, options);
}
