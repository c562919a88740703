/**
 * The Node.js versions `npm start` runs on (package.json `engines`: ^22.19.0 || ^24.0.0); the
 * CLI checks the same rule in src/cli/node-version.ts (this file runs before anything is built).
 * Plain, old syntax: it has to run, and say so, on the Node versions it turns away.
 */
export function nodeVersionProblem(version) {
  var parts = version.split('.').map(Number);
  if ((parts[0] === 22 && parts[1] >= 19) || parts[0] === 24) return undefined;
  return (
    'registry needs Node.js 24 (LTS) or 22.19 and later 22.x; this is Node.js ' +
    version +
    '. Get Node.js 24 from https://nodejs.org/en/download (or `nvm install 24`).'
  );
}
