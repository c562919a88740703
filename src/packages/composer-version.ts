/**
 * Composer's reading of a version string: composer/semver's `VersionParser::normalize` (3.x,
 * the parser Composer 2.5 runs) for the versions the registry's version rule lets in, which
 * have no spaces, aliases (`as`) or stability flags (`@beta`). Only release versions are read:
 * classical (`1.2`, `v1.2.3.4`, `1.0-beta2`) and date-based (`2024.01.15`). A branch name
 * (`dev-main`, `1.x-dev`) is no release: Composer would read it as a branch, so it is left out
 * of the repository with the versions Composer cannot parse at all (undefined).
 */
const MODIFIER = '[._-]?(?:(stable|beta|b|RC|alpha|a|patch|pl|p)((?:[.-]?\\d+)*)?)?([.-]?dev)?';
const CLASSICAL = new RegExp(`^v?(\\d{1,5})(\\.\\d+)?(\\.\\d+)?(\\.\\d+)?${MODIFIER}$`, 'i');
const DATE_BASED = new RegExp(`^v?(\\d{4}(?:[.:-]?\\d{2}){1,6}(?:[.:-]?\\d{1,3})?)${MODIFIER}$`, 'i');

const STABILITY: Record<string, string> = { a: 'alpha', b: 'beta', p: 'patch', pl: 'patch', rc: 'RC' };

/** The normalized version (`1.2.0.0`, `1.0.0.0-beta2`), or undefined when Composer would not read it as a release. */
export function composerVersion(version: string): string | undefined {
  if (/^dev-/i.test(version)) return undefined;
  // Build metadata is dropped, as Composer drops it (`1.0.0+build5` reads as `1.0.0.0`).
  const text = /^([^,\s+]+)\+\S+$/.exec(version)?.[1] ?? version;
  const classical = CLASSICAL.exec(text);
  if (classical) {
    const [, major, minor, patch, fourth] = classical;
    return withModifiers(`${major}${minor || '.0'}${patch || '.0'}${fourth || '.0'}`, classical.slice(5));
  }
  const date = DATE_BASED.exec(text);
  if (date) return withModifiers(date[1].replace(/\D/g, '.'), date.slice(2));
  return undefined;
}

function withModifiers(base: string, [stability, number, dev]: (string | undefined)[]): string {
  let version = base;
  if (stability) {
    // Case-sensitive, as in Composer: `1.0-STABLE` reads as `1.0.0.0-stable`, not `1.0.0.0`.
    if (stability === 'stable') return version;
    const expanded = STABILITY[stability.toLowerCase()] ?? stability.toLowerCase();
    version += `-${expanded}${number ? number.replace(/^[.-]+/, '') : ''}`;
  }
  if (dev) version += '-dev';
  return version;
}
