import { siteMoneyFormat, type Decimal } from '@provender/rules';
import type { PunchoutFormField } from '@provender/contract';
import type { BuyerSettings } from './buyer-settings.ts';
import type { TransferLine } from './punchout-lines.ts';
import { unitOut } from './unit-codes.ts';

/** SAP's short text field holds 40 characters; the whole description goes in the long text. */
const OCI_DESCRIPTION_MAX = 40;
/** Days from order to delivery the distributor quotes (next-day routes). */
const OCI_LEAD_TIME_DAYS = '1';
/** OCI return parameters echoed as the entry sent them. */
export const OCI_RETURN_PARAMETERS = ['~OkCode', '~TARGET', '~CALLER'] as const;

/**
 * Price and price unit so that the price has at most 2 decimals, as SAP keeps amounts in USD:
 * 0.4833 per EA goes as 48.33 per 100 EA (NEW_ITEM-PRICEUNIT).
 */
export function ociPrice(unitPrice: Decimal): { price: string; priceUnit: string } {
  for (const unit of [1, 10, 100, 1000, 10000]) {
    const scaled = unitPrice.times(unit);
    if (scaled.decimalPlaces() <= 2) return { price: scaled.toFixed(2), priceUnit: String(unit) };
  }
  return { price: unitPrice.toFixed(2), priceUnit: '1' };
}

/** The buyer's material group for a line: its map by our category code, then by UNSPSC code; '' when not mapped. */
export function materialGroup(
  line: Pick<TransferLine, 'categoryCode' | 'unspsc'>,
  settings: Pick<BuyerSettings, 'matgroupMap'>,
) {
  return settings.matgroupMap[line.categoryCode] ?? (line.unspsc ? settings.matgroupMap[line.unspsc] : undefined) ?? '';
}

/**
 * The SAP OCI 4.0 return form: NEW_ITEM-* fields numbered from 1, then the echoed ~ fields.
 * MATGROUP is the buyer's own material group (from its map, else left empty for SAP to derive);
 * the UNSPSC code goes as EXT_SCHEMA_TYPE / EXT_CATEGORY_ID (decision 057).
 */
export function ociFields(
  lines: readonly TransferLine[],
  returnFields: Readonly<Record<string, string>>,
  settings: Pick<BuyerSettings, 'matgroupMap' | 'unitMap'>,
): PunchoutFormField[] {
  const fields: PunchoutFormField[] = [];
  lines.forEach((line, i) => {
    const n = i + 1;
    const { price, priceUnit } = ociPrice(line.unitPrice);
    const put = (name: string, value: string) => fields.push({ name: `NEW_ITEM-${name}[${n}]`, value });
    put('DESCRIPTION', line.shortName.slice(0, OCI_DESCRIPTION_MAX));
    put('QUANTITY', line.quantity);
    put('UNIT', unitOut(line.unitOfMeasure, settings));
    put('PRICE', price);
    put('PRICEUNIT', priceUnit);
    put('CURRENCY', siteMoneyFormat().currency);
    put('VENDORMAT', line.productCode);
    put('MATGROUP', materialGroup(line, settings));
    if (line.unspsc) {
      put('EXT_SCHEMA_TYPE', 'UNSPSC');
      put('EXT_CATEGORY_ID', line.unspsc);
    }
    if (line.manufacturerPartId) put('MANUFACTMAT', line.manufacturerPartId);
    put('LEADTIME', line.leadTimeDays ?? OCI_LEAD_TIME_DAYS);
    put('EXT_PRODUCT_ID', `${line.productCode}/${line.unitOfMeasure}`);
    fields.push({ name: `NEW_ITEM-LONGTEXT_${n}:132[]`, value: line.description });
  });
  for (const name of OCI_RETURN_PARAMETERS) {
    const value = returnFields[name];
    if (value) fields.push({ name, value });
  }
  return fields;
}
