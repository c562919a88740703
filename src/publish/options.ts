import { parseArgs } from 'node:util';
import type { PackageType } from '../packages/manifest.js';
import { isRing, parseGate } from '../packages/rules.js';
import { EXIT, PublishError } from './errors.js';

/** The command line of registry-publish. */
export const USAGE = `Usage: registry-publish PATH [options]
       registry-publish keygen   (prints a new signing key and its public key)

PATH is a plugin or theme source folder, or a ready ZIP.
Environment: EXTENSION_REGISTRY_URL (the registry's base URL), EXTENSION_REGISTRY_KEY (an API key
with the create permission; read as well lets a skipped or re-sent upload print its record),
EXTENSION_REGISTRY_SIGNING_KEY (optional: signs the archive, see keygen).

Options:
  --slug SLUG           the archive's top-level folder (default: the folder's name)
  --type plugin|theme   what PATH holds (default: a theme when style.css has a Theme Name header)
  --notes FILE          release notes (Markdown); default: the readme.txt changelog entry of the version
  --skip-existing       exit 0 when the version already exists (re-run pipelines)
  --rollout-percent N   the release reaches this percent of sites at first (0-100; default 100)
  --rollout-rings a,b   and the sites of these rings (e.g. canary), whatever the percent
  --gate SPEC           a health gate that stops the release by itself on the sites' reports, e.g.
                        max_unhealthy_percent=0,max_failed_percent=20,min_sites=1,action=withdraw
  --advisory FILE       the advisory this version fixes, published with it: a JSON file in POST
                        /advisories' shape (the key needs advisories:create); its open ranges of
                        the package end at this version
  --retries N           tries again after connection errors and 503, N times (default 4)
  --github-output FILE  append version= and download_link= lines (GitHub Actions' $GITHUB_OUTPUT)
  --dry-run             build and check the archive, upload nothing
  -h, --help            this text

Exit codes: 0 published, 3 the version already exists, 2 the archive was refused, 1 anything else.
`;

export interface Options {
  source: string;
  slug?: string;
  type?: PackageType;
  notesFile?: string;
  skipExisting: boolean;
  retries: number;
  githubOutput?: string;
  dryRun: boolean;
  /** The rollout the release starts with; absent: every site. */
  rolloutPercent?: number;
  rolloutRings?: string[];
  /** `--gate`, as written (checked by the domain rules before anything is built); the form's `rollout_gate`. */
  gate?: string;
  /** `--advisory FILE`: the form's `advisory`, read before anything is built. */
  advisoryFile?: string;
}

/** The options, or undefined when --help asks for the usage text. */
export function parseOptions(argv: string[]): Options | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        slug: { type: 'string' },
        type: { type: 'string' },
        notes: { type: 'string' },
        'skip-existing': { type: 'boolean', default: false },
        retries: { type: 'string', default: '4' },
        'github-output': { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'rollout-percent': { type: 'string' },
        'rollout-rings': { type: 'string' },
        gate: { type: 'string' },
        advisory: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    throw new PublishError(EXIT.failed, `${(err as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return undefined;
  if (positionals.length !== 1) throw new PublishError(EXIT.failed, `Give exactly one PATH.\n\n${USAGE}`);
  if (values.type !== undefined && values.type !== 'plugin' && values.type !== 'theme') {
    throw new PublishError(EXIT.failed, `--type is "plugin" or "theme", not "${values.type}".`);
  }
  const retries = Number(values.retries);
  if (!Number.isInteger(retries) || retries < 0)
    throw new PublishError(EXIT.failed, `--retries takes a whole number, not "${values.retries}".`);
  return {
    ...rolloutOptions(values['rollout-percent'], values['rollout-rings']),
    ...gateOption(values.gate),
    source: positionals[0],
    slug: values.slug,
    type: values.type,
    notesFile: values.notes,
    skipExisting: values['skip-existing'],
    retries,
    githubOutput: values['github-output'],
    dryRun: values['dry-run'],
    ...(values.advisory !== undefined ? { advisoryFile: values.advisory } : {}),
  };
}

/** `--gate`, checked by the rule the registry uses (packages/rules.ts), before anything is built. */
function gateOption(gate: string | undefined): Pick<Options, 'gate'> {
  if (gate === undefined) return {};
  try {
    parseGate(gate, '--gate');
  } catch (err) {
    throw new PublishError(EXIT.failed, `${(err as Error).message}.`);
  }
  return { gate };
}

/** `--rollout-percent` and `--rollout-rings`, checked as the registry checks them, before anything is built. */
function rolloutOptions(
  percent: string | undefined,
  rings: string | undefined,
): Pick<Options, 'rolloutPercent' | 'rolloutRings'> {
  const options: Pick<Options, 'rolloutPercent' | 'rolloutRings'> = {};
  if (percent !== undefined) {
    if (!/^(100|[1-9]?[0-9])$/.test(percent))
      throw new PublishError(EXIT.failed, `--rollout-percent takes a whole number from 0 to 100, not "${percent}".`);
    options.rolloutPercent = Number(percent);
  }
  if (rings !== undefined) {
    const names = rings.split(',');
    const bad = names.find((name) => !isRing(name));
    if (bad !== undefined)
      throw new PublishError(
        EXIT.failed,
        `--rollout-rings takes ring names (lower-case words joined by hyphens, at most 40 characters), not "${bad}".`,
      );
    options.rolloutRings = [...new Set(names)];
  }
  return options;
}
