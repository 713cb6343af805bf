import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The outbox holds real MIME: undo quoted-printable so links can be read back.
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The e-mails written to an outbox folder (DATA_DIR/mail), decoded, oldest first. */
export async function readOutbox(mailDir: string): Promise<string[]> {
  const files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => decodeQuotedPrintable(await readFile(path.join(mailDir, file), 'utf8'))),
  );
}

/**
 * The token of the newest password-reset link in an outbox. The reset mail is sent after the answer (the
 * page says the same for any address), so it waits up to `waitMs` for one to be written.
 */
export async function latestResetToken(mailDir: string, waitMs = 10_000): Promise<string | undefined> {
  const until = Date.now() + waitMs;
  for (;;) {
    const mail = (await readOutbox(mailDir)).at(-1) ?? '';
    const token = /\/reset\?token=([\w-]+)/.exec(mail)?.[1];
    if (token || Date.now() > until) return token;
    await sleep(50);
  }
}
