// `@quire/engine/dev`: the dev server. Its own entry, apart from the build's
// (`@quire/engine`), so that `quire dev` loads only what it needs to be ready.
export { startDevServer, type DevServer, type DevServerOptions } from './start-dev-server.js';
export type { DevLogger } from './dev-logger.js';
export type { DevProblem, DevMessage } from '../../shared/dev-messages.js';
export { formatDiagnostic, type Diagnostic } from '../diagnostic.js';
export { CONFIG_FILE_NAMES } from '../config/load-config.js';
