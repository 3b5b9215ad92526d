import { PageSortBy, type PageSortByValue } from '@provender/contract';
import { useDefaultPageSortBy } from '../api/get-default-page-sort-by.ts';
import { PAGE_SORT_FAILURE, PAGE_SORT_SAVED, useSaveDefaultPageSortBy } from '../api/save-default-page-sort-by.ts';
import { DefaultChoiceCard } from './default-choice-card.tsx';

const sorts: { value: PageSortByValue; label: string }[] = [
  { value: PageSortBy.description, label: 'Description' },
  { value: PageSortBy.sequence, label: 'Sequence' },
  { value: PageSortBy.productCode, label: 'Product Code' },
  { value: PageSortBy.brand, label: 'Brand' },
];

/** Admin page card: the product sort for guests and for users who have not chosen their own. */
export function DefaultSortByCard() {
  return (
    <DefaultChoiceCard
      title="Default Sort By"
      label="Sort By"
      description="How products are sorted for guests and for users who have not chosen their own order."
      choices={sorts}
      current={useDefaultPageSortBy()}
      save={useSaveDefaultPageSortBy()}
      savedMessage={PAGE_SORT_SAVED}
      failureMessage={PAGE_SORT_FAILURE}
    />
  );
}
