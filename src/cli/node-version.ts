/**
 * The Node.js versions the service runs on (package.json `engines`: ^22.19.0 || ^24.0.0):
 * better-sqlite3 13 is built for Node-API on 22.19 and later, and odd-numbered releases are never
 * supported. scripts/start.mjs applies the same rule (scripts/node-version.mjs) before it builds.
 */
export function nodeVersionProblem(version: string): string | undefined {
  const [major, minor] = version.split('.').map(Number);
  if ((major === 22 && minor >= 19) || major === 24) return undefined;
  return `registry needs Node.js 24 (LTS) or 22.19 and later 22.x; this is Node.js ${version}. Get Node.js 24 from https://nodejs.org/en/download (or \`nvm install 24\`).`;
}
