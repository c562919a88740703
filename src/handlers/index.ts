import { adoptionHandlers } from './adoption.js';
import { advisoryHandlers } from './advisories.js';
import { getPlaceholderImage } from './assets.js';
import { auditHandlers } from './audit.js';
import { authHandlers } from './auth.js';
import { composerHandlers } from './composer.js';
import { consoleHandlers } from './console.js';
import { docsHandlers } from './docs.js';
import { healthHandlers } from './health.js';
import { metricsHandlers } from './metrics.js';
import { packageHandlers } from './packages.js';
import { packageSummaryHandlers } from './package-summary.js';
import { repositoryHandlers } from './repository.js';
import { rolloutHandlers } from './rollouts.js';
import { siteHandlers } from './sites.js';
import type { HandlerDeps, HandlerMap } from './types.js';
import { updateCheckHandlers } from './update-check.js';
import { urgentHandlers } from './urgent.js';
import { versionHandlers } from './versions.js';
import { webhookHandlers } from './webhooks.js';

/** Every operation of the spec, keyed by operationId; the type fails if one is missing. */
export function createHandlers(deps: HandlerDeps): HandlerMap {
  return {
    ...repositoryHandlers(deps),
    ...healthHandlers(deps.storage),
    getPlaceholderImage,
    ...docsHandlers(deps),
    ...consoleHandlers(),
    ...packageHandlers('plugin', deps),
    ...packageHandlers('theme', deps),
    ...packageSummaryHandlers(deps),
    ...versionHandlers(deps),
    ...updateCheckHandlers(deps),
    ...rolloutHandlers(deps),
    ...siteHandlers(deps),
    ...urgentHandlers(deps),
    ...auditHandlers(deps),
    ...adoptionHandlers(deps),
    ...authHandlers(deps),
    ...webhookHandlers(deps),
    ...advisoryHandlers(deps),
    ...metricsHandlers(deps),
    ...composerHandlers(deps),
  } satisfies HandlerMap;
}
