import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from './project-root';
import {
  missingServerFlags,
  SERVER_NODE_FLAGS,
  SUPPORTED_NODE_VERSIONS,
  unsupportedNodeMessage,
} from './start-contract.mjs';

describe('supported Node.js versions', () => {
  it('accepts the versions that load an ES module with require() without a flag', () => {
    for (const version of [
      '20.19.0',
      '20.20.2',
      '22.12.0',
      '22.22.1',
      '23.0.0',
      '24.11.1',
      '26.0.0',
    ]) {
      expect(unsupportedNodeMessage(version), version).toBeNull();
    }
  });

  it('refuses older ones with one line naming the minimum and the version found', () => {
    for (const version of ['18.20.8', '20.18.0', '20.0.0', '21.7.3', '22.0.0', '22.11.0']) {
      expect(unsupportedNodeMessage(version), version).toBe(
        `Vetrina needs Node.js 20.19 or newer, or 22.12 or newer on Node.js 22 (this is ${version})`,
      );
    }
  });

  it('are the ones package.json declares', () => {
    const manifest = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe(SUPPORTED_NODE_VERSIONS);
  });
});

describe("the server's Node.js flags", () => {
  it('are all accepted by this Node.js (an unknown one would stop it before the server starts)', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.exit(0)'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are found missing one by one, given on the command line or in NODE_OPTIONS', () => {
    expect(missingServerFlags([])).toEqual(SERVER_NODE_FLAGS);
    expect(missingServerFlags([...SERVER_NODE_FLAGS])).toEqual([]);
    expect(missingServerFlags(['--max-old-space-size=1024'])).toEqual([
      '--no-allocation-site-pretenuring',
    ]);
    expect(
      missingServerFlags(
        ['--enable-source-maps'],
        ' --no-allocation-site-pretenuring  --max-old-space-size=1024',
      ),
    ).toEqual([]);
  });

  it("read V8's underscores as dashes, and a different heap size as missing", () => {
    expect(
      missingServerFlags(['--max_old_space_size=1024', '--no_allocation_site_pretenuring']),
    ).toEqual([]);
    expect(
      missingServerFlags(['--max-old-space-size=4096', '--no-allocation-site-pretenuring']),
    ).toEqual(['--max-old-space-size=1024']);
  });
});
