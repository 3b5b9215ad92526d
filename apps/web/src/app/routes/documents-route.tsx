import { reportKinds, reportMenuKeys, type MenuEntry } from '@provender/contract';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { DocumentsPage } from '../../features/documents/components/documents-page.tsx';
import { useMenu } from '../../features/menu/api/get-menu.ts';

const open = (entries: readonly MenuEntry[], key: string) =>
  entries.some((e) => e.key === key && e.isVisible && !e.isLocked);

/** Documents: the report cards the user's menu allows, each report behind its own key. */
export function DocumentsRoute() {
  const menu = useMenu();
  if (!menu.data) return <PageLoading />;
  const entries = menu.data;
  return (
    <DocumentsPage
      reports={reportKinds.filter((kind) => open(entries, reportMenuKeys[kind]))}
      allowAllProducts={open(entries, 'AllProducts')}
    />
  );
}
