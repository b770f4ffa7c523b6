// `@quire/engine/dev-client`: the browser side of `quire dev`. The dev
// server's client entry connects it and hands it to `boot`; error pages load
// it alone. Never part of a built site.
export { connectDevClient, DEV_STATE_ATTRIBUTE, type DevClientOptions } from './connect-dev-client.js';
export { ErrorOverlay, OVERLAY_HOST_ID } from './error-overlay.js';
export type { DevMessage, DevProblem } from '../../shared/dev-messages.js';
