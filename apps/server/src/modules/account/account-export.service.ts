import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { accountExportRepository } from './account-export.repository.ts';
import { zipStream } from './zip-stream.ts';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/flac': 'flac',
};
export const mediaFileName = (id: string, mime: string) => `media/${id}.${extensions[mime] ?? 'bin'}`;

/** "Download my data": one ZIP with data.json (profile, credits, invoices, plans, history) and the media files. */
export function createAccountExport(deps: {
  db: Db;
  media: MediaService;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const data = accountExportRepository(deps.db);

  async function document(userId: string) {
    const [profile, balance, ledger, invoices, plans, history, media] = await Promise.all([
      data.profile(userId),
      data.balance(userId),
      data.ledger(userId),
      data.invoices(userId),
      data.plans(userId),
      data.history(userId),
      data.media(userId),
    ]);
    const { twoFactorEnabledAt, ...rest } = profile ?? { twoFactorEnabledAt: null };
    const files = media.map((row) => ({
      id: row.id,
      mime: row.mime,
      bytes: row.bytes,
      kind: row.kind,
      createdAt: row.createdAt,
      file: mediaFileName(row.id, row.mime),
    }));
    const json = {
      exportedAt: new Date().toISOString(),
      profile: { ...rest, twoFactorEnabled: Boolean(twoFactorEnabledAt) },
      credits: { balance, ledger },
      invoices,
      plans,
      history,
      media: files,
    };
    return { json, rows: media };
  }

  return {
    /** The ZIP as a stream: the data is read first (an error then is a normal error answer), files while sent. */
    async exportFor(user: AuthenticatedUser): Promise<Readable> {
      const { json, rows } = await document(user.id);
      const zip = zipStream();
      const write = async () => {
        await zip.addText('data.json', JSON.stringify(json, null, 2));
        for (const row of rows) {
          await zip.addStream(mediaFileName(row.id, row.mime), deps.media.read(row));
        }
        zip.end();
      };
      write().catch((error: unknown) => {
        deps.log.error({ err: error }, 'data export interrupted');
        zip.fail(error instanceof Error ? error : new Error(String(error)));
      });
      return zip.output;
    },
  };
}

export type AccountExport = ReturnType<typeof createAccountExport>;
