import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/*
 * The one PDF library (decision 460): every PDF the server makes (reports, order and receivable
 * documents, the demo's scanned papers) is a pdfmake document definition. Only the PDF standard
 * fonts are used, so no font files are read; nothing is fetched from URLs or the file system.
 */
const standardFonts = {
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
  Courier: {
    normal: 'Courier',
    bold: 'Courier-Bold',
    italics: 'Courier-Oblique',
    bolditalics: 'Courier-BoldOblique',
  },
};
pdfmake.setFonts(standardFonts);
pdfmake.setUrlAccessPolicy(() => false);
const fontNames: ReadonlySet<string> = new Set(Object.values(standardFonts).flatMap((f) => Object.values(f)));
// The "files" pdfmake asks for are only the built-in font names.
pdfmake.setLocalAccessPolicy((path) => fontNames.has(path));

/** The PDF of a document definition. */
export function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(doc).getBuffer();
}
