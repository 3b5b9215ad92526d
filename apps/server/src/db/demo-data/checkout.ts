import { usFederalHolidays } from '@provender/rules';
import type { Db } from '../client.ts';
import { holidays, salesTaxRates, siteSettings } from '../schema/index.ts';

/** State sales tax rates where the demo distributor delivers (general state rates, percent). */
const taxRates = [
  { state: 'MA', ratePercent: '6.25', description: 'Massachusetts' },
  { state: 'ME', ratePercent: '5.5', description: 'Maine' },
  { state: 'RI', ratePercent: '7', description: 'Rhode Island' },
  { state: 'CT', ratePercent: '6.35', description: 'Connecticut' },
  { state: 'VT', ratePercent: '6', description: 'Vermont' },
  { state: 'NH', ratePercent: '0', description: 'New Hampshire (no sales tax)' },
];

/**
 * The demo's delivery calendar and charge rules (decisions 031 and 032): the federal holidays
 * from the year before the reference date to five years after, New England tax rates, taxable
 * supplies (paper, chemicals, smallwares: food for resale is exempt), and the small-drop charge
 * the order history already carries.
 */
export async function seedCheckoutReference(db: Db, referenceDate: Date): Promise<number> {
  const year = referenceDate.getFullYear();
  const days = new Map<string, string>();
  for (let y = year - 1; y <= year + 5; y++) for (const h of usFederalHolidays(y)) days.set(h.date, h.name);
  await db.insert(holidays).values([...days].map(([day, name]) => ({ day, name })));
  await db.insert(salesTaxRates).values(taxRates);
  await db.insert(siteSettings).values([
    { key: 'smallOrderDeliveryCharge', value: { threshold: '250.00', amount: '7.50' } },
    { key: 'taxableMainCategories', value: ['PD', 'CJ', 'SE'] },
    { key: 'pickupTaxState', value: 'MA' },
  ]);
  return days.size;
}
