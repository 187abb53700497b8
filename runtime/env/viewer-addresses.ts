import { currentDeployEnvironment, parseEnvironmentTable, type DeployEnvironment, type EnvironmentTable } from './deploy-environment';

/** The app's own document route (spec section 2, /healthfiles): the viewer when none is configured. */
export const OWN_VIEWER_PATH = '/healthfiles';

/** Where an environment shows documents (spec section 9): PDFs in one viewer, images in another. */
export interface ViewerAddresses {
  readonly documentViewer: string;
  readonly imageViewer: string;
}

/**
 * The viewers of an environment, from the build's tables of document and image viewer addresses;
 * an environment without an entry uses the app's own route, so nothing is fetched from another
 * origin unless a deployment says so.
 */
export function viewerAddressesFor(environment: DeployEnvironment, documentViewers: EnvironmentTable, imageViewers: EnvironmentTable): ViewerAddresses {
  return {
    documentViewer: documentViewers[environment] ?? OWN_VIEWER_PATH,
    imageViewer: imageViewers[environment] ?? OWN_VIEWER_PATH,
  };
}

/** The viewers of this page's environment (`VITE_DOCUMENT_VIEWERS`, `VITE_IMAGE_VIEWERS`). */
export function currentViewerAddresses(environment: DeployEnvironment = currentDeployEnvironment()): ViewerAddresses {
  return viewerAddressesFor(
    environment,
    parseEnvironmentTable(import.meta.env.VITE_DOCUMENT_VIEWERS as string | undefined),
    parseEnvironmentTable(import.meta.env.VITE_IMAGE_VIEWERS as string | undefined),
  );
}
