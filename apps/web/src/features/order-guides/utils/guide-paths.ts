import { withHashParam } from '../../../components/url-hash/hash-params.ts';

/** Spec 01 section 2: the hash names the guide (og) on the viewer and the products page ... */
export const GUIDE_HASH_PARAM = 'og';
/** ... and says on the edit screen whether a guide is being created or edited. */
export const CREATE_HASH_PARAM = 'og_create';
export const EDIT_HASH_PARAM = 'og_edit';

export type EditMode = 'create' | 'edit';

/** Navigation state of the editor's Cancel on a guide it was creating: that guide does not exist. */
export interface GuideViewerState {
  notCreated?: boolean;
}

/** /order-guide#og={name}: the viewer with that guide chosen. */
export const viewerPath = (name: string) => `/order-guide${withHashParam('', GUIDE_HASH_PARAM, name)}`;

/** /order-guide-edit#og_create={name} or #og_edit={name}. */
export const editorPath = (mode: EditMode, name: string) =>
  `/order-guide-edit${withHashParam('', mode === 'create' ? CREATE_HASH_PARAM : EDIT_HASH_PARAM, name)}`;

/** /products#og={name}: the products page showing the guide, ready to order in quick entry. */
export const productsPath = (name: string) => `/products${withHashParam('', GUIDE_HASH_PARAM, name)}`;
