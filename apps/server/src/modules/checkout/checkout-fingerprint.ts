import { sql } from 'drizzle-orm';

/** A fingerprint of the cart as stored: any change to a line or the header changes it. */
export function cartFingerprint(
  header: {
    customerShipToCode: string | null;
    customerPo: string;
    specialInstruction1: string;
    specialInstruction2: string;
    notes: string;
    deliveryDate: string | null;
    addressId: number | null;
  } | null,
  lines: readonly {
    id: number;
    productId: number;
    unitOfMeasure: string;
    quantity: string;
    unitOfMeasurePrc: string;
    overridePrice: string | null;
    productText1: string;
    productText2: string;
  }[],
): string {
  const h = header
    ? [
        header.customerShipToCode,
        header.customerPo,
        header.specialInstruction1,
        header.specialInstruction2,
        header.notes,
        header.deliveryDate,
        header.addressId,
      ]
    : [];
  const l = [...lines]
    .sort((a, b) => a.id - b.id)
    .map((x) => [
      x.id,
      x.productId,
      x.unitOfMeasure,
      x.quantity,
      x.unitOfMeasurePrc,
      x.overridePrice,
      x.productText1,
      x.productText2,
    ]);
  return JSON.stringify([h, l]);
}

/**
 * The cart as `cartFingerprint` states it, built in the database: header values and lines (by id)
 * as JSON, compared with jsonb equality (numbers as numbers, decimals as PostgreSQL writes them).
 * Its `cart` is the placing statement's CTE of the cart's id.
 */
export const storedFingerprint = sql`jsonb_build_array(
      jsonb_build_array(c.customer_shipto_code, c.customer_po, c.special_instruction1, c.special_instruction2, c.notes,
        c.delivery_date::text, c.address_id),
      coalesce((select jsonb_agg(jsonb_build_array(l.id, l.product_id, l.unit_of_measure, l.quantity::text,
          l.unit_of_measure_prc, l.override_price::text, l.product_text1, l.product_text2) order by l.id)
        from cart_lines l where l.cart_id = c.id), '[]'::jsonb))
    from carts c where c.id = (select id from cart)`;
