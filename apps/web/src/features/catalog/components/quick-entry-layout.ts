// The quick-entry layout of /products, loaded as one chunk when a visit draws it (decision 364).
export { QuickEntryBar } from './quick-entry-bar.tsx';
export { QuickEntryList } from './quick-entry-list.tsx';
