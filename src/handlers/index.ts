import { getPlaceholderImage } from './assets.js';
import { docsHandlers } from './docs.js';
import { healthHandlers } from './health.js';
import { pluginHandlers } from './plugins.js';
import { repositoryHandlers } from './repository.js';
import { siteInventoryHandlers } from './site-inventory.js';
import { siteHandlers } from './sites.js';
import { themeHandlers } from './themes.js';
import type { HandlerDeps, HandlerMap } from './types.js';
import { versionHandlers } from './versions.js';

/** Every operation of the spec, keyed by operationId; the type fails if one is missing. */
export function createHandlers(deps: HandlerDeps): HandlerMap {
  return {
    ...repositoryHandlers(deps),
    ...healthHandlers(deps.storage),
    getPlaceholderImage,
    ...docsHandlers(deps),
    ...pluginHandlers(deps),
    ...themeHandlers(deps),
    ...versionHandlers(deps),
    ...siteHandlers(deps),
    ...siteInventoryHandlers(deps),
  } satisfies HandlerMap;
}
