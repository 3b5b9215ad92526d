import { PageLayout, type PageLayoutValue } from '@provender/contract';
import { useDefaultPageLayout } from '../api/get-default-page-layout.ts';
import { PAGE_LAYOUT_FAILURE, PAGE_LAYOUT_SAVED, useSaveDefaultPageLayout } from '../api/save-default-page-layout.ts';
import { DefaultChoiceCard } from './default-choice-card.tsx';

const layouts: { value: PageLayoutValue; label: string }[] = [
  { value: PageLayout.grid, label: 'Grid' },
  { value: PageLayout.list, label: 'List' },
  { value: PageLayout.quickEntry, label: 'Quick Entry' },
];

/** Admin page card: the product page layout for users who have not chosen their own. */
export function DefaultLayoutCard() {
  return (
    <DefaultChoiceCard
      title="Default Layout"
      label="Page Layout"
      description={
        'The product page layout for users who have not chosen their own. ' +
        'Guests never get Quick Entry, and phones never get List.'
      }
      choices={layouts}
      current={useDefaultPageLayout()}
      save={useSaveDefaultPageLayout()}
      savedMessage={PAGE_LAYOUT_SAVED}
      failureMessage={PAGE_LAYOUT_FAILURE}
    />
  );
}
