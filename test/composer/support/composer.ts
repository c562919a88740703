/**
 * Debian's real `composer` (2.5.5) run offline against a registry the test started: a project
 * folder with its composer.json (the registry's repository, a stub composer/installers served
 * from a folder of the test, packagist.org disabled) and its own COMPOSER_HOME and cache, so
 * nothing is read from or written to the machine's own Composer setup.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { testTempDir } from '../../support/temp-dirs.js';

export interface ComposerRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** How the project authenticates: the key as HTTP Basic password, or as a Bearer token. */
export type ComposerAuth = { basic: string } | { bearer: string };

/** A stub of composer/installers: a Composer plugin putting WordPress packages where WordPress looks. */
const STUB_PLUGIN = `<?php
namespace StubInstallers;

use Composer\\Composer;
use Composer\\Installer\\LibraryInstaller;
use Composer\\IO\\IOInterface;
use Composer\\Package\\PackageInterface;
use Composer\\Plugin\\PluginInterface;

class Plugin implements PluginInterface {
    public function activate(Composer $composer, IOInterface $io) {
        $composer->getInstallationManager()->addInstaller(new WordPressInstaller($io, $composer));
    }
    public function deactivate(Composer $composer, IOInterface $io) {}
    public function uninstall(Composer $composer, IOInterface $io) {}
}

class WordPressInstaller extends LibraryInstaller {
    public function supports($packageType) {
        return in_array($packageType, array('wordpress-plugin', 'wordpress-theme'), true);
    }
    public function getInstallPath(PackageInterface $package) {
        $parts = explode('/', $package->getPrettyName());
        $folder = $package->getType() === 'wordpress-theme' ? 'themes' : 'plugins';
        return 'wp-content/' . $folder . '/' . end($parts);
    }
}
`;

/** Writes the stub composer/installers package into a folder of its own and returns that folder. */
export function stubInstallers(): string {
  const dir = testTempDir('composer-installers');
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'Plugin.php'), STUB_PLUGIN);
  fs.writeFileSync(
    path.join(dir, 'composer.json'),
    JSON.stringify({
      name: 'composer/installers',
      version: '2.0.0',
      type: 'composer-plugin',
      require: { 'composer-plugin-api': '^2.0' },
      autoload: { classmap: ['src/'] },
      extra: { class: 'StubInstallers\\Plugin' },
    }),
  );
  return dir;
}

export interface ProjectOptions {
  registryUrl: string;
  installers: string;
  auth: ComposerAuth;
  require?: Record<string, string>;
  /** More repositories, after the registry's (e.g. one offering a name under the registry's patterns). */
  repositories?: object[];
}

/** A Composer-built site's project folder (Bedrock-like: WordPress packages under wp-content). */
export class ComposerProject {
  readonly dir = testTempDir('composer-project');
  private readonly home = testTempDir('composer-home');
  private cache = testTempDir('composer-cache');

  constructor(private readonly options: ProjectOptions) {
    this.writeManifest(options.require ?? {});
    this.setAuth(options.auth);
  }

  /** Replaces the credentials in COMPOSER_HOME/auth.json, keyed by host and port as Composer matches them. */
  setAuth(auth: ComposerAuth): void {
    const origin = new URL(this.options.registryUrl).host;
    const json =
      'basic' in auth
        ? { 'http-basic': { [origin]: { username: 'token', password: auth.basic } } }
        : { bearer: { [origin]: auth.bearer } };
    fs.writeFileSync(path.join(this.home, 'auth.json'), JSON.stringify(json));
  }

  /** Forgets every download Composer kept, so the next install fetches the archives again. */
  emptyCache(): void {
    this.cache = testTempDir('composer-cache');
  }

  /** A fresh folder holding this project's composer.json and composer.lock only (a build next month). */
  checkout(auth: ComposerAuth): ComposerProject {
    const copy = new ComposerProject({ ...this.options, auth });
    for (const file of ['composer.json', 'composer.lock'])
      fs.copyFileSync(path.join(this.dir, file), path.join(copy.dir, file));
    return copy;
  }

  lock(): {
    packages: Array<{ name: string; version: string; dist: { url: string; shasum: string; reference: string } }>;
  } {
    return JSON.parse(fs.readFileSync(path.join(this.dir, 'composer.lock'), 'utf8')) as ReturnType<
      ComposerProject['lock']
    >;
  }

  /** A file of the installed tree, e.g. `wp-content/plugins/acme-forms/acme-forms.php`; undefined when absent. */
  file(relative: string): string | undefined {
    const file = path.join(this.dir, relative);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  }

  run(...args: string[]): Promise<ComposerRun> {
    return new Promise((resolve) => {
      execFile(
        'composer',
        // `audit` has no --no-progress.
        [...args, '--no-interaction', '--no-ansi', ...(args[0] === 'audit' ? [] : ['--no-progress'])],
        {
          cwd: this.dir,
          timeout: 60_000,
          env: {
            PATH: process.env.PATH,
            HOME: this.home,
            COMPOSER_HOME: this.home,
            COMPOSER_CACHE_DIR: this.cache,
            COMPOSER_ALLOW_SUPERUSER: '1',
            COMPOSER_NO_INTERACTION: '1',
            COMPOSER_DISABLE_XDEBUG_WARN: '1',
          },
        },
        (err, stdout, stderr) => {
          const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  private writeManifest(require: Record<string, string>): void {
    const manifest = {
      name: 'acme/site',
      type: 'project',
      repositories: [
        { type: 'composer', url: `${this.options.registryUrl}/composer` },
        { type: 'path', url: this.options.installers, options: { symlink: false } },
        ...(this.options.repositories ?? []),
        { 'packagist.org': false },
      ],
      require,
      'minimum-stability': 'stable',
      config: { 'secure-http': false, 'allow-plugins': { 'composer/installers': true } },
    };
    fs.writeFileSync(path.join(this.dir, 'composer.json'), JSON.stringify(manifest, null, 2));
  }
}
