import type { OrderHistoryRow, ProductHistoryRow } from '@provender/contract';
import { inRange, type DateRange } from '../../../components/date-range/date-values.ts';
import { sortRows, type SortState, type SortValue } from '../../../components/table-sort/sort-state.ts';

/** Spec 02 section 9: history switches to card rows under this width. */
export const HISTORY_BREAKPOINT_PX = 700;
export const NO_RESULTS = 'No Results';

export type OrderSortKey = 'orderNumber' | 'pO_Number' | 'orderDate' | 'deliveryDate' | 'status' | 'total';
export const orderColumns: readonly { key: OrderSortKey; label: string; numeric?: boolean }[] = [
  { key: 'orderNumber', label: 'Order Number' },
  { key: 'pO_Number', label: 'P.O. Number' },
  { key: 'orderDate', label: 'Order Date' },
  { key: 'deliveryDate', label: 'Delivery Date' },
  { key: 'status', label: 'Status' },
  { key: 'total', label: 'Total', numeric: true },
];
export const defaultOrderSort: SortState<OrderSortKey> = { key: 'orderDate', direction: 'desc' };

/** Orders whose number contains the search and whose order date is in the range, sorted. */
export function visibleOrders(
  rows: readonly OrderHistoryRow[],
  search: string,
  range: DateRange,
  sort: SortState<OrderSortKey>,
): OrderHistoryRow[] {
  const needle = search.trim().toLowerCase();
  const kept = rows.filter(
    (r) => (!needle || r.orderNumber.toLowerCase().includes(needle)) && inRange(r.orderDate, range),
  );
  return sortRows(kept, sort, (r, key): SortValue => r[key]);
}

export type ProductSortKey =
  | 'orderNumber'
  | 'productCode'
  | 'description'
  | 'invoiceDate'
  | 'quantity'
  | 'unitOfMeasure_SellBy'
  | 'price'
  | 'type';
export const productColumns: readonly { key: ProductSortKey; label: string; numeric?: boolean }[] = [
  { key: 'orderNumber', label: 'Order Number' },
  { key: 'productCode', label: 'Product Code' },
  { key: 'description', label: 'Description' },
  { key: 'invoiceDate', label: 'Invoice Date' },
  { key: 'quantity', label: 'Quantity', numeric: true },
  { key: 'unitOfMeasure_SellBy', label: 'U/M' },
  { key: 'price', label: 'Price', numeric: true },
  { key: 'type', label: 'Type' },
];
export const defaultProductSort: SortState<ProductSortKey> = { key: 'invoiceDate', direction: 'desc' };

/** Spec 02: the Price column appears only when a row has a price. */
export const anyPrice = (rows: readonly ProductHistoryRow[]) => rows.some((r) => r.price !== undefined);

/**
 * Lines where every word of the search is found in the order number, product code, type or
 * description, ignoring case (decision 070), sorted.
 */
export function visibleProductLines(
  rows: readonly ProductHistoryRow[],
  search: string,
  sort: SortState<ProductSortKey>,
): ProductHistoryRow[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const kept = words.length
    ? rows.filter((r) => {
        const text = `${r.orderNumber} ${r.productCode} ${r.type} ${r.description}`.toLowerCase();
        return words.every((w) => text.includes(w));
      })
    : [...rows];
  return sortRows(kept, sort, (r, key): SortValue => r[key] ?? null);
}
