import { createPublicKey, verify } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedFetch, offeredPlugin } from '../support/client.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';
import { BUNDLE, pluginMain, writeTree } from './support.js';
import { newKeyPair, signedMessage } from '../../src/packages/signature.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * publish/action.yml, read as GitHub reads it and its step run as a runner runs a composite
 * action's bash step: inputs substituted into the step's env, `bash -eo pipefail`, the action's
 * folder in GITHUB_ACTION_PATH and step outputs collected from the GITHUB_OUTPUT file.
 */
interface Input {
  description: string;
  required?: boolean;
  default?: string;
}
interface Step {
  id?: string;
  shell?: string;
  env?: Record<string, string>;
  run?: string;
}
interface Action {
  name: string;
  inputs: Record<string, Input>;
  outputs: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: Step[] };
}

const ACTION_DIR = path.resolve('publish');
const action = parse(fs.readFileSync(path.join(ACTION_DIR, 'action.yml'), 'utf8')) as Action;

describe('publish/action.yml', () => {
  it('declares the inputs and outputs of the contract', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([
      'key',
      'notes',
      'path',
      'rollout-percent',
      'rollout-rings',
      'signing-key',
      'skip-existing',
      'slug',
      'url',
    ]);
    expect(action.inputs.url.required).toBe(true);
    expect(action.inputs.key.required).toBe(true);
    expect(action.inputs.path.default).toBe('.');
    expect(action.inputs['skip-existing'].default).toBe('false');
    expect(Object.keys(action.outputs).sort()).toEqual(['download_link', 'version']);
    for (const [name, input] of Object.entries(action.inputs)) expect(input.description, name).toBeTruthy();
  });

  it('runs the bundled script in one bash step whose outputs the action exposes', () => {
    expect(action.runs.using).toBe('composite');
    expect(action.runs.steps).toHaveLength(1);
    const [step] = action.runs.steps;
    expect(step.shell).toBe('bash');
    expect(step.run).toContain('"$GITHUB_ACTION_PATH/registry-publish.mjs"');
    expect(fs.existsSync(path.join(ACTION_DIR, 'registry-publish.mjs'))).toBe(true);
    for (const output of ['version', 'download_link']) {
      expect(action.outputs[output].value).toBe(`\${{ steps.${step.id}.outputs.${output} }}`);
    }
    // Inputs reach the script only through env (no ${{ }} inside the script: no injection).
    expect(step.run).not.toContain('${{');
  });
});

describe('the action, run as a runner runs it, against a real registry', () => {
  let server: TestServer;
  let key: string;
  let actionPath: string;

  useTestServer((started) => ({ server, key } = started));
  beforeAll(async () => {
    // The action as `uses: ORG/REPO/publish@REF` checks it out: its folder, nothing installed.
    actionPath = testTempDir('publish-action');
    fs.copyFileSync(path.join(ACTION_DIR, 'action.yml'), path.join(actionPath, 'action.yml'));
    fs.copyFileSync(BUNDLE, path.join(actionPath, 'registry-publish.mjs'));
  });

  afterAll(async () => {
    fs.rmSync(actionPath, { recursive: true, force: true });
  });

  /** Runs the step with these inputs (defaults filled in as GitHub does); returns exit code and outputs. */
  async function runAction(workspace: string, inputs: Record<string, string>) {
    const values = Object.fromEntries(
      Object.entries(action.inputs).map(([name, input]) => [name, inputs[name] ?? input.default ?? '']),
    );
    const [step] = action.runs.steps;
    const env: Record<string, string> = {};
    for (const [name, expression] of Object.entries(step.env ?? {})) {
      env[name] = expression.replace(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g, (_, input: string) => {
        if (!(input in values)) throw new Error(`The step reads an undeclared input: ${input}`);
        return values[input];
      });
      expect(env[name], `${name} holds an expression the test cannot evaluate`).not.toContain('${{');
    }
    const outputFile = path.join(workspace, `output-${Date.now()}`);
    fs.writeFileSync(outputFile, '');
    const script = path.join(workspace, 'step.sh');
    fs.writeFileSync(script, step.run!);
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      // GitHub runs `shell: bash` as `bash --noprofile --norc -eo pipefail {0}`.
      const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
        cwd: workspace,
        env: {
          PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
          GITHUB_ACTION_PATH: actionPath,
          GITHUB_OUTPUT: outputFile,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (chunk) => (err += chunk));
      child.on('error', reject);
      child.on('close', (exit) => resolve({ code: exit, stderr: err }));
    });
    const stepOutputs = Object.fromEntries(
      fs
        .readFileSync(outputFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const outputs = Object.fromEntries(
      Object.entries(action.outputs).map(([name, output]) => [
        name,
        output.value.replace(/\$\{\{\s*steps\.[\w-]+\.outputs\.(\w+)\s*\}\}/, (_, o: string) => stepOutputs[o] ?? ''),
      ]),
    );
    return { code, stderr, outputs };
  }

  /**
   * Runs the step in a new workspace holding plugin `slug` 1.0.0 (Plugin Name `name`), with the
   * server's url and key as inputs, and `inputs` besides (or instead).
   */
  async function runOnPlugin(slug: string, name: string, inputs: Record<string, string>) {
    const workspace = testTempDir('publish-workspace');
    writeTree(workspace, { [`${slug}/${slug}.php`]: pluginMain(name, '1.0.0') });
    return runAction(workspace, { path: slug, url: server.url, key, ...inputs });
  }

  it('publishes the checked-out plugin and sets version and download_link; a re-run fails unless skip-existing', async () => {
    const workspace = testTempDir('publish-workspace');
    writeTree(workspace, {
      'acme-action/acme-action.php': pluginMain('Acme Action', '3.1.0'),
      'acme-action/.distignore': '.github\n',
      'acme-action/.github/workflows/release.yml': 'on: push',
      'notes.md': 'Notes from a file.',
    });
    const inputs = { path: 'acme-action', url: server.url, key, notes: 'notes.md' };

    const first = await runAction(workspace, inputs);
    expect(first.code, first.stderr).toBe(0);
    expect(first.outputs.version).toBe('3.1.0');
    const link = new URL(first.outputs.download_link);
    expect(link.pathname).toMatch(/^\/downloads\/plugins\/acme-action\/acme-action-3\.1\.0-[0-9a-f]{32}\.zip$/);
    expect((await fetch(link)).status).toBe(200);

    const again = await runAction(workspace, inputs);
    expect(again.code).toBe(3);

    const skipped = await runAction(workspace, { ...inputs, 'skip-existing': 'true' });
    expect(skipped.code, skipped.stderr).toBe(0);
    expect(skipped.outputs.version).toBe('3.1.0');
  });

  it('signs the archive with the signing-key input: the stored signature verifies with the public key keygen printed', async () => {
    const pair = newKeyPair();
    const run = await runOnPlugin('acme-signed-action', 'Signed Action', { 'signing-key': pair.privateKey });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain(pair.privateKey);
    const siteKey = await server.key({ plugins: ['read'], themes: ['read'] });
    const item = (await offeredPlugin(server.url, siteKey, 'acme-signed-action', '0.1.0')) as {
      sha384: string;
      signature: string;
    };
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(pair.publicKey, 'base64').toString('base64url') },
      format: 'jwk',
    });
    expect(
      verify(
        null,
        signedMessage('plugin', 'acme-signed-action', '1.0.0', item.sha384),
        publicKey,
        Buffer.from(item.signature, 'base64'),
      ),
    ).toBe(true);
  });

  it('stages the release with the rollout-percent and rollout-rings inputs', async () => {
    const run = await runOnPlugin('acme-staged-action', 'Staged Action', {
      'rollout-percent': '10',
      'rollout-rings': 'canary',
    });
    expect(run.code, run.stderr).toBe(0);
    const rollout = await keyedFetch(server.url, key, 'GET', '/plugins/acme-staged-action/versions/1.0.0/rollout');
    expect(await rollout.json()).toMatchObject({ percent: 10, rings: ['canary'], halted: false, withdrawn: false });
  });

  it("fails the step with the server's message on a wrong key", async () => {
    const run = await runOnPlugin('acme-keyless', 'Keyless', { key: 'wrong' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid API key.');
    expect(run.outputs).toEqual({ version: '', download_link: '' });
  });
});
