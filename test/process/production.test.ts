import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { childEnv } from '../support/child-server.js';
import { startProcess, stopProcess } from '../support/processes.js';

const run = promisify(execFile);

describe('production build', () => {
  it('npm run build compiles to dist/, and NODE_ENV=production npm start serves it without a TypeScript loader', async () => {
    await run('npm', ['run', 'build'], { cwd: path.resolve('.') });
    const env = await childEnv({ NODE_ENV: 'production' });
    // Exactly what `npm start` runs (package.json), node flags included.
    const [command, ...args] = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.split(' ');
    expect(command).toBe('node');
    const child = await startProcess(command, args, /registry listening/, { env });
    try {
      const response = await fetch(`${env.REGISTRY_BASE_URL}/healthz`);
      expect(response.status).toBe(200);
      // Plain node with no loader flags: only compiled JavaScript can run in this process.
      const cmdline = fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8');
      expect(cmdline.split('\0')).toEqual([command, ...args, '']);
      expect(args.filter((arg) => arg.startsWith('--'))).toEqual(['--initial-heap-size=64']);
      expect(fs.existsSync('dist/cli.js')).toBe(true);
    } finally {
      await stopProcess(child);
    }
  }, 120_000);
});

