import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@penwise/contract';
import { startServer } from '../../test/server-process.ts';

describe('a server without an offline transcription engine', () => {
  it('logs how to install one at start and reports transcription as unavailable', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-no-stt-'));
    // An empty PATH: pocketsphinx_continuous cannot be found, as on a machine without it.
    const server = await startServer(
      { DATA_DIR: dataDir, PATH: path.join(dataDir, 'no-bin'), AI_ENGINE: 'demo' },
      {
        startSeconds: 60,
      },
    );
    try {
      expect(server.output()).toContain('apt-get install pocketsphinx pocketsphinx-en-us');
      const engines = await fetch(`${server.url}${apiPaths.ai.engines}`);
      expect(await engines.json()).toMatchObject({ success: { transcription: 'unavailable' } });
    } finally {
      await server.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
