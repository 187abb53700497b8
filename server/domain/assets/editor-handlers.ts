import type { AssetRouteName } from '../../../schema/api/editor/editor-routes';
import type { EditorHandlerMap } from '../../app/editor-handler';
import { existingAssetIds } from './asset-store';
import { listAssets } from './list-assets';
import { uploadAsset } from './upload-asset';

/** The asset library routes of the editor API, on the session's tenant. */
export const assetEditorHandlers: EditorHandlerMap<AssetRouteName> = {
  listAssets: ({ tenant, app, query }) => listAssets(app.db, tenant, query),
  uploadAsset: ({ tenant, app, request, actor }) => uploadAsset(app.db, tenant, request, { id: actor.userId, name: actor.username }, app.now()),
  lookupAssets: async ({ tenant, app, body }) => ({ existing: [...(await existingAssetIds(app.db, tenant, body.ids))].sort() }),
};
