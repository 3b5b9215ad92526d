import type { IconName } from './vocabulary.ts';

/**
 * Flat, icon-like drawings in a 200 x 200 box: `fg` is the light body colour, `ink` the
 * category's deep colour for details. Kept deliberately simple so they read at 64 px.
 */
type Icon = (fg: string, ink: string) => string;

const icons: Record<IconName, Icon> = {
  steak: (fg, ink) =>
    `<path fill="${fg}" d="M36 112c-4-38 30-66 74-66 42 0 62 24 58 54-4 34-36 54-76 54-32 0-53-16-56-42z"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round" opacity=".35" d="M62 118c18 10 46 10 70-6"/>` +
    `<circle cx="124" cy="92" r="15" fill="${ink}" opacity=".3"/><circle cx="124" cy="92" r="7" fill="${fg}"/>`,
  drumstick: (fg, ink) =>
    `<ellipse cx="88" cy="86" rx="52" ry="42" transform="rotate(-40 88 86)" fill="${fg}"/>` +
    `<rect x="110" y="108" width="22" height="52" rx="10" transform="rotate(-40 121 134)" fill="${fg}"/>` +
    `<circle cx="152" cy="150" r="13" fill="${fg}"/><circle cx="140" cy="162" r="13" fill="${fg}"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" opacity=".3" d="M62 74c10-14 26-22 42-20"/>`,
  sausage: (fg, ink) =>
    `<rect x="30" y="78" width="140" height="46" rx="23" transform="rotate(-18 100 101)" fill="${fg}"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" opacity=".3" d="M62 104l4-12M92 95l4-12M122 86l4-12"/>` +
    `<circle cx="36" cy="124" r="7" fill="${ink}" opacity=".4"/><circle cx="166" cy="78" r="7" fill="${ink}" opacity=".4"/>`,
  burger: (fg, ink) =>
    `<path fill="${fg}" d="M44 92c0-30 26-46 56-46s56 16 56 46z"/>` +
    `<rect x="38" y="100" width="124" height="18" rx="9" fill="${ink}" opacity=".55"/>` +
    `<path fill="${fg}" d="M44 126h112v10c0 12-10 20-22 20H66c-12 0-22-8-22-20z"/>` +
    `<circle cx="80" cy="66" r="3" fill="${ink}" opacity=".4"/><circle cx="104" cy="60" r="3" fill="${ink}" opacity=".4"/>` +
    `<circle cx="124" cy="70" r="3" fill="${ink}" opacity=".4"/>`,
  fish: (fg, ink) =>
    `<path fill="${fg}" d="M26 100c26-38 82-50 118-12l28-24v72l-28-24c-36 38-92 26-118-12z"/>` +
    `<circle cx="58" cy="94" r="7" fill="${ink}" opacity=".55"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round" opacity=".3" d="M96 80c8 12 8 28 0 40"/>`,
  shrimp: (fg, ink) =>
    `<path fill="none" stroke="${fg}" stroke-width="30" stroke-linecap="round" d="M62 66a50 50 0 1 0 82 56"/>` +
    `<path fill="${fg}" d="M144 122l26-2-12 28z"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="4" opacity=".3" d="M58 100h30M70 132l20-18M104 150l4-26"/>`,
  shell: (fg, ink) =>
    `<path fill="${fg}" d="M100 44c44 0 72 36 66 78l-30 30H64l-30-30c-6-42 22-78 66-78z"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="5" opacity=".3" ` +
    `d="M100 52v98M100 52l-34 96M100 52l34 96M100 52L50 128M100 52l50 76"/>` +
    `<rect x="76" y="148" width="48" height="16" rx="6" fill="${fg}"/>`,
  cheese: (fg, ink) =>
    `<path fill="${fg}" d="M28 124l112-66 32 36v50H28z"/>` +
    `<path fill="${ink}" opacity=".15" d="M28 124h144v20H28z"/>` +
    `<circle cx="76" cy="118" r="9" fill="${ink}" opacity=".3"/><circle cx="124" cy="100" r="12" fill="${ink}" opacity=".3"/>` +
    `<circle cx="142" cy="130" r="7" fill="${ink}" opacity=".3"/>`,
  egg: (fg, ink) =>
    `<path fill="${fg}" d="M100 36c30 0 52 50 52 84 0 30-22 48-52 48s-52-18-52-48c0-34 22-84 52-84z"/>` +
    `<ellipse cx="82" cy="84" rx="9" ry="16" fill="${ink}" opacity=".12"/>`,
  milk: (fg, ink) =>
    `<path fill="${fg}" d="M70 48h60l16 30v94H54V78z"/>` +
    `<path fill="${ink}" opacity=".25" d="M54 78h92v8H54z"/>` +
    `<rect x="72" y="104" width="56" height="40" rx="6" fill="${ink}" opacity=".25"/>` +
    `<rect x="86" y="32" width="28" height="16" rx="3" fill="${fg}"/>`,
  butter: (fg, ink) =>
    `<path fill="${fg}" d="M34 96l46-26h86v52l-46 26H34z"/>` +
    `<path fill="${ink}" opacity=".2" d="M34 96h86v52H34z"/><path fill="${ink}" opacity=".1" d="M120 96l46-26v52l-46 26z"/>`,
  leaf: (fg, ink) =>
    `<path fill="${fg}" d="M44 156C40 90 88 44 164 40c4 72-40 120-120 116z"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" opacity=".35" ` +
    `d="M48 152C82 116 112 88 150 56M90 112l-6-26M116 88l22 2"/>`,
  tomato: (fg, ink) =>
    `<circle cx="100" cy="112" r="56" fill="${fg}"/>` +
    `<path fill="${ink}" opacity=".55" d="M100 56l10 14 18-6-8 16 16 8-20 4-16 10-16-10-20-4 16-8-8-16 18 6z"/>` +
    `<ellipse cx="76" cy="104" rx="10" ry="16" fill="${ink}" opacity=".12"/>`,
  carrot: (fg, ink) =>
    `<path fill="${fg}" d="M138 66L56 162c-6 6-16-2-12-10l60-98c8-12 24-10 34 0z"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round" opacity=".3" d="M92 96l12 8M76 122l10 8M64 142l8 6"/>` +
    `<path fill="${ink}" opacity=".55" d="M136 62c4-20 16-28 28-26-2 14-12 24-28 26zM140 70c18-6 30 0 34 10-14 4-26 0-34-10z"/>`,
  fruit: (fg, ink) =>
    `<path fill="${fg}" d="M100 66c-14-10-54-14-58 34-4 42 28 70 42 70 8 0 10-4 16-4s8 4 16 4c14 0 46-28 42-70-4-48-44-44-58-34z"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" opacity=".5" d="M100 66c0-14 4-24 12-30"/>` +
    `<path fill="${ink}" opacity=".45" d="M108 50c10-16 28-18 38-12-8 14-24 18-38 12z"/>`,
  herb: (fg, ink) =>
    `<path fill="none" stroke="${fg}" stroke-width="7" stroke-linecap="round" d="M100 170V60M100 120l-30-24M100 96l30-22M100 146l28-20"/>` +
    `<ellipse cx="100" cy="52" rx="14" ry="22" fill="${fg}"/>` +
    `<ellipse cx="64" cy="90" rx="22" ry="13" transform="rotate(30 64 90)" fill="${fg}"/>` +
    `<ellipse cx="136" cy="68" rx="22" ry="13" transform="rotate(-30 136 68)" fill="${fg}"/>` +
    `<ellipse cx="134" cy="122" rx="20" ry="12" transform="rotate(-30 134 122)" fill="${fg}"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="3" opacity=".3" d="M100 36v30"/>`,
  snowflake: (fg) =>
    `<g fill="none" stroke="${fg}" stroke-width="11" stroke-linecap="round">` +
    `<path d="M100 36v128M44 68l112 64M44 132l112-64"/>` +
    `<path d="M86 46l14 14 14-14M86 154l14-14 14 14M48 86l20-4-6-20M152 114l-20 4 6 20M48 114l20 4-6 20M152 86l-20-4 6-20"/></g>`,
  fries: (fg, ink) =>
    `<g fill="${fg}"><rect x="64" y="40" width="12" height="70" rx="4"/><rect x="82" y="30" width="12" height="80" rx="4"/>` +
    `<rect x="100" y="36" width="12" height="74" rx="4"/><rect x="118" y="44" width="12" height="66" rx="4"/></g>` +
    `<path fill="${ink}" opacity=".6" d="M52 92h96l-12 76H64z"/><path fill="${fg}" opacity=".5" d="M80 124a20 20 0 0 0 40 0z"/>`,
  cake: (fg, ink) =>
    `<rect x="42" y="92" width="116" height="68" rx="8" fill="${fg}"/>` +
    `<path fill="${ink}" opacity=".25" d="M42 118h116v10H42z"/>` +
    `<path fill="${fg}" d="M48 94c8-16 96-16 104 0z"/><circle cx="100" cy="70" r="12" fill="${ink}" opacity=".6"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="4" opacity=".5" d="M100 58c2-10 8-16 16-18"/>`,
  can: (fg, ink) =>
    `<rect x="58" y="44" width="84" height="116" rx="10" fill="${fg}"/>` +
    `<ellipse cx="100" cy="46" rx="42" ry="10" fill="${ink}" opacity=".25"/>` +
    `<rect x="58" y="78" width="84" height="48" fill="${ink}" opacity=".3"/><circle cx="100" cy="102" r="14" fill="${fg}"/>`,
  jar: (fg, ink) =>
    `<rect x="68" y="36" width="64" height="22" rx="5" fill="${ink}" opacity=".6"/>` +
    `<path fill="${fg}" d="M64 62h72c8 0 12 6 12 14v78c0 8-6 14-14 14H66c-8 0-14-6-14-14V76c0-8 4-14 12-14z"/>` +
    `<rect x="64" y="92" width="72" height="42" rx="6" fill="${ink}" opacity=".25"/>`,
  bottle: (fg, ink) =>
    `<path fill="${fg}" d="M88 30h24v30c16 10 22 22 22 38v62c0 8-6 12-14 12H80c-8 0-14-4-14-12V98c0-16 6-28 22-38z"/>` +
    `<rect x="86" y="24" width="28" height="12" rx="3" fill="${ink}" opacity=".6"/>` +
    `<rect x="66" y="104" width="68" height="36" fill="${ink}" opacity=".25"/>`,
  wheat: (fg) =>
    `<path fill="none" stroke="${fg}" stroke-width="6" stroke-linecap="round" d="M100 172V40"/>` +
    [56, 80, 104, 128]
      .map(
        (y) =>
          `<ellipse cx="84" cy="${y}" rx="16" ry="8" transform="rotate(35 84 ${y})" fill="${fg}"/>` +
          `<ellipse cx="116" cy="${y}" rx="16" ry="8" transform="rotate(-35 116 ${y})" fill="${fg}"/>`,
      )
      .join('') +
    `<ellipse cx="100" cy="36" rx="8" ry="14" fill="${fg}"/>`,
  bread: (fg, ink) =>
    `<path fill="${fg}" ` +
    `d="M36 98c0-30 30-44 64-44s64 14 64 44c0 10-6 16-12 18v40c0 6-4 10-10 10H58c-6 0-10-4-10-10v-40c-6-2-12-8-12-18z"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" opacity=".3" d="M72 78l12 14M96 72l12 14M120 76l12 14"/>`,
  cup: (fg, ink) =>
    `<path fill="${fg}" d="M50 64h92l-10 100c-1 6-6 10-12 10H72c-6 0-11-4-12-10z"/>` +
    `<path fill="none" stroke="${fg}" stroke-width="10" d="M138 84c26 0 28 40 0 42"/>` +
    `<rect x="54" y="96" width="84" height="30" fill="${ink}" opacity=".25"/>` +
    `<path fill="none" stroke="${fg}" stroke-width="5" stroke-linecap="round" opacity=".8" ` +
    `d="M82 50c-6-8 6-14 0-22M106 50c-6-8 6-14 0-22"/>`,
  box: (fg, ink) =>
    `<path fill="${fg}" d="M40 72l60-28 60 28v70l-60 30-60-30z"/>` +
    `<path fill="${ink}" opacity=".22" d="M100 100v72l60-30V72z"/><path fill="${ink}" opacity=".12" d="M40 72l60 28 60-28-60-28z"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="6" opacity=".3" d="M70 58l60 28v24"/>`,
  spray: (fg, ink) =>
    `<path fill="${fg}" d="M74 84h52l10 76c1 8-5 14-12 14H76c-8 0-13-6-12-14z"/>` +
    `<path fill="${fg}" d="M80 52h44l8 14H96l-8 18H80z"/><path fill="${fg}" d="M132 56l22-6v14l-22-2z"/>` +
    `<rect x="72" y="110" width="56" height="34" fill="${ink}" opacity=".25"/>` +
    `<g fill="${fg}" opacity=".8"><circle cx="166" cy="48" r="3"/><circle cx="170" cy="60" r="3"/><circle cx="164" cy="70" r="3"/></g>`,
  pan: (fg, ink) =>
    `<circle cx="84" cy="108" r="54" fill="${fg}"/><circle cx="84" cy="108" r="40" fill="${ink}" opacity=".2"/>` +
    `<rect x="130" y="98" width="52" height="18" rx="9" transform="rotate(-25 130 98)" fill="${fg}"/>`,
  utensils: (fg) =>
    `<g fill="${fg}"><rect x="62" y="36" width="6" height="44" rx="3"/><rect x="74" y="36" width="6" height="44" rx="3"/>` +
    `<rect x="86" y="36" width="6" height="44" rx="3"/>` +
    `<path d="M58 72h38c0 16-8 24-12 26v64c0 6-4 10-7 10s-7-4-7-10V98c-4-2-12-10-12-26z"/>` +
    `<path d="M124 36c18 8 22 36 18 60l-6 4v62c0 6-4 10-7 10s-7-4-7-10z"/></g>`,
  knife: (fg, ink) =>
    `<path fill="${fg}" d="M40 128L150 44c10-6 18 4 12 12l-66 88z"/>` +
    `<rect x="30" y="132" width="60" height="22" rx="10" transform="rotate(-38 60 143)" fill="${ink}" opacity=".6"/>`,
  shaker: (fg, ink) =>
    `<path fill="${fg}" d="M72 70h56l10 94c1 6-4 10-10 10H72c-6 0-11-4-10-10z"/>` +
    `<path fill="${fg}" d="M76 40h48c6 0 10 4 10 10v16H66V50c0-6 4-10 10-10z"/>` +
    `<g fill="${ink}" opacity=".45"><circle cx="86" cy="52" r="3"/><circle cx="100" cy="52" r="3"/><circle cx="114" cy="52" r="3"/></g>` +
    `<rect x="68" y="104" width="64" height="30" fill="${ink}" opacity=".22"/>`,
  bowl: (fg, ink) =>
    `<path fill="${fg}" d="M30 92h140c0 42-30 70-70 70s-70-28-70-70z"/>` +
    `<rect x="26" y="84" width="148" height="14" rx="7" fill="${fg}"/>` +
    `<path fill="none" stroke="${fg}" stroke-width="5" stroke-linecap="round" opacity=".8" ` +
    `d="M80 70c-6-8 6-14 0-22M100 70c-6-8 6-14 0-22M120 70c-6-8 6-14 0-22"/>` +
    `<path fill="${ink}" opacity=".2" d="M46 112h108c-6 20-26 36-54 36s-48-16-54-36z"/>`,
  broom: (fg, ink) =>
    `<rect x="94" y="24" width="12" height="90" rx="6" fill="${fg}"/>` +
    `<path fill="${fg}" d="M70 112h60l20 60H50z"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="4" opacity=".3" d="M76 124l-10 44M100 124v44M124 124l10 44"/>`,
  appliance: (fg, ink) =>
    `<rect x="38" y="52" width="124" height="104" rx="12" fill="${fg}"/>` +
    `<rect x="52" y="68" width="68" height="72" rx="6" fill="${ink}" opacity=".3"/>` +
    `<circle cx="140" cy="84" r="8" fill="${ink}" opacity=".5"/><circle cx="140" cy="110" r="8" fill="${ink}" opacity=".5"/>` +
    `<rect x="52" y="156" width="16" height="10" fill="${fg}"/><rect x="132" y="156" width="16" height="10" fill="${fg}"/>`,
  pepper: (fg, ink) =>
    `<path fill="${fg}" d="M62 70c14-8 30-4 36 10 12 30 34 56 70 74 8 4 6 14-4 14-58 0-104-36-112-76-2-10 2-18 10-22z"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round" opacity=".6" d="M70 72c-4-16 2-30 16-36"/>` +
    `<path fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round" opacity=".25" d="M78 104c12 24 34 42 58 52"/>`,
  truck: (fg, ink) =>
    `<rect x="26" y="66" width="92" height="66" rx="6" fill="${fg}"/>` +
    `<path fill="${fg}" d="M122 86h28l24 24v22h-52z"/><path fill="${ink}" opacity=".3" d="M130 92h18l16 16h-34z"/>` +
    `<circle cx="60" cy="140" r="16" fill="${ink}" opacity=".7"/><circle cx="146" cy="140" r="16" fill="${ink}" opacity=".7"/>`,
};

export function iconMarkup(name: IconName, fg: string, ink: string): string {
  return icons[name](fg, ink);
}
