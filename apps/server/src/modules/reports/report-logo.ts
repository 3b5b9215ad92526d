/**
 * The distributor's mark for report headings: the storefront's small logo (apps/web/public),
 * kept here so reports need no web build and no file access (decision 071).
 */
/** The waves' stroke: a colour and a width, round ends, no fill. */
const wave = (color: string, width: number) =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"`;

export const reportLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">
  <circle cx="24" cy="24" r="23" fill="#005f5f"/>
  <path d="M24 29c-1-6 1-12 8-16-1 7-3 12-8 16z" fill="#8fd14f"/>
  <path d="M24 29c-5-2-8-6-8-11 5 2 8 6 8 11z" fill="#b5e37a"/>
  <path d="M24 29v-9" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round"/>
  <path d="M8 32c3-2.6 5.5-2.6 8 0s5.5 2.6 8 0 5.5-2.6 8 0 5.5 2.6 8 0" ${wave('#ffffff', 2.6)}/>
  <path d="M11 37.5c2.6-2.2 4.8-2.2 7.2 0s4.8 2.2 7.2 0 4.8-2.2 7.2 0 4.8 2.2 4.6 0" ${wave('#9fe0e0', 2.2)}/>
</svg>`;
