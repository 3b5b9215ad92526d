/** A guide at a ship-to: pars and counts are kept per customer, guide (lower-cased name) and ship-to code. */
export interface GuidePlace {
  customerId: number;
  guideKey: string;
  shiptoCode: string;
}

/** A guide's key in its place: its name without surrounding blanks, lower-cased. */
export const guideKeyOf = (name: string) => name.trim().toLowerCase();
