/** What the API answers, where more than one test file checks the same thing. */

/** The fields of a version entry: the interface's, and the release state every entry carries (rollout, signature). */
export const VERSION_FIELDS = [
  'checksum',
  'download_link',
  'latest',
  'release_notes',
  'rollout',
  'signed',
  'signing_key_id',
  'version',
];

/** The message of a refused removal of the latest version (unsetting `latest`, or deleting it). */
export const LATEST_REFUSED =
  'You cannot delete latest version. Please upload a new version or choose a previous version as latest.';
