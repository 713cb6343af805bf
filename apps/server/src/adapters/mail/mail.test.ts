import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { parseConfig } from '../../config.ts';
import { createMailSender } from './index.ts';
import { outboxMailSender } from './outbox.ts';
import { smtpMailSender } from './smtp.ts';

const message = {
  to: 'reader@example.com',
  subject: 'Reset your Penwise password',
  text: 'Open https://penwise.example/reset?token=abc to continue.',
  html: '<p>Open <a href="https://penwise.example/reset?token=abc">this link</a>.</p>',
};

describe('SMTP engine', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server in SMTP_URL', async () => {
    const sender = smtpMailSender(`smtp://user:pass@127.0.0.1:${port}`, 'Penwise <no-reply@penwise.example>');
    await sender.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@penwise.example', to: ['reader@example.com'] });
    expect(received[0]?.raw).toContain('Subject: Reset your Penwise password');
  });
});

describe('outbox engine', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'penwise-outbox-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('writes an .eml file and logs its links', async () => {
    const info = vi.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    const sender = outboxMailSender(path.join(folder, 'mail'), 'Penwise <no-reply@penwise.local>', log, {
      logLinks: true,
    });
    await sender.send(message);
    const files = await readdir(path.join(folder, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(folder, 'mail', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: reader@example.com');
    expect(eml).toContain('Subject: Reset your Penwise password');
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ links: ['https://penwise.example/reset?token=abc'] }),
      'e-mail written to the outbox',
    );
  });
});

describe('the outbox of createMailSender', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'penwise-outbox-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** What the outbox logs for one e-mail on a site at `publicUrl`. */
  async function loggedFor(publicUrl: string) {
    const config = parseConfig({ DATA_DIR: folder, PUBLIC_URL: publicUrl });
    if ('problems' in config) throw new Error(config.problems.join('\n'));
    const info = vi.fn();
    await createMailSender(config, { info } as unknown as FastifyBaseLogger).send(message);
    return info.mock.calls.at(-1)?.[0] as Record<string, unknown>;
  }

  it.each(['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
    'logs the links on a site on this machine only (%s)',
    async (publicUrl) => {
      expect(await loggedFor(publicUrl)).toMatchObject({
        links: ['https://penwise.example/reset?token=abc'],
      });
    },
  );

  it('never logs a reset link on a public site, where the log could hand out accounts', async () => {
    const logged = await loggedFor('https://penwise.example');
    expect(logged).toMatchObject({ to: 'reader@example.com' });
    expect(JSON.stringify(logged)).not.toContain('token=abc');
  });
});
