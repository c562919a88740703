// Builds the one shipped must-use plugin, wordpress/extension-registry.php, from its parts in
// wordpress/src/: the header (setup), one trait per concern, then the class that uses them. A site
// copies one file into mu-plugins, so the parts are joined, not included. `--check` builds in
// memory and fails when the committed file differs, so CI catches a plugin nobody rebuilt.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'wordpress', 'extension-registry.php');

// The order of the shipped file. Traits come before the class that uses them; adding a concern
// is one line here and one `use` in client.php.
const parts = [
  'header.php',
  'settings.php',
  'transport.php',
  'identity.php',
  'managed.php',
  'answer-fields.php',
  'update-check.php',
  'details.php',
  'download-checks.php',
  'outcomes.php',
  'probe.php',
  'organization.php',
  'urgent.php',
  'client.php',
];

const texts = await Promise.all(parts.map((part) => readFile(path.join(root, 'wordpress', 'src', part), 'utf8')));
// Each part opens with `<?php` so that an editor and php -l read it alone; the shipped file opens once.
const bodies = texts.map((text, index) => {
  if (!text.startsWith('<?php\n')) throw new Error(`wordpress/src/${parts[index]} must start with "<?php".`);
  return index === 0 ? text.trimEnd() : text.slice('<?php\n'.length).trim();
});
const code = bodies.join('\n\n') + '\n';

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== code) {
    console.error('wordpress/extension-registry.php is stale: run `npm run build:plugin` and commit the result.');
    process.exit(1);
  }
  console.error('wordpress/extension-registry.php is up to date.');
} else {
  await writeFile(target, code);
  console.error(`Wrote wordpress/extension-registry.php from ${parts.length} parts.`);
}
