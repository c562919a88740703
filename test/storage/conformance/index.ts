/**
 * The storage conformance suite: one function every adapter runs, against a fresh,
 * isolated store per test. Adapter-only cases live beside each adapter's test file.
 */
import { describe } from 'vitest';
import { adoptionSnapshots } from './adoption.js';
import { securityAdvisories } from './advisories.js';
import { archivesAndLinks } from './archives.js';
import { auditTrail } from './audit.js';
import { batchedReads } from './batched-reads.js';
import { bulkTransfer } from './bulk.js';
import { changeTokens } from './change-tokens.js';
import { composerRecords } from './composer.js';
import { concurrency } from './concurrency.js';
import type { StoreFactory } from './context.js';
import { apiKeys } from './keys.js';
import { latestRule } from './latest.js';
import { lists } from './lists.js';
import { packageChange } from './package-change.js';
import { packagesAndVersions } from './packages.js';
import { releaseControl } from './release-control.js';
import { updateOutcomes } from './outcomes.js';
import { siteIdentity } from './site-identity.js';
import { enrollment } from './enrollment.js';
import { siteInventory } from './sites.js';
import { sessions } from './sessions.js';
import { keptTallies } from './tallies.js';
import { webhookEndpoints } from './webhooks.js';

export type { StoreFactory, StoreUnderTest } from './context.js';

export function storageConformance(name: string, factory: StoreFactory): void {
  describe(`${name} storage conformance`, () => {
    packageChange(factory);
    packagesAndVersions(factory);
    latestRule(factory);
    lists(factory);
    batchedReads(factory);
    apiKeys(factory);
    archivesAndLinks(factory);
    concurrency(factory);
    changeTokens(factory);
    siteInventory(factory);
    releaseControl(factory);
    keptTallies(factory);
    siteIdentity(factory);
    enrollment(factory);
    updateOutcomes(factory);
    auditTrail(factory);
    bulkTransfer(factory);
    composerRecords(factory);
    adoptionSnapshots(factory);
    sessions(factory);
    webhookEndpoints(factory);
    securityAdvisories(factory);
  });
}
