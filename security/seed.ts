import { apiPaths, SpeechAnswer } from '@penwise/contract';
import { buyer, expectStatus, post } from '../scripts/api-seed.ts';

/** What the scans attack with: a logged-in user with credits and one item in history. */
export interface ScanAccount {
  email: string;
  password: string;
  token: string;
  historyId: string;
  mediaUrl: string;
}

/** Signs a user up, buys the Gold Pack through the built-in test checkout and makes a voiceover. */
export async function seedScanAccount(baseUrl: string): Promise<ScanAccount> {
  const account = await buyer(baseUrl, 'scan');
  const res = await post(
    baseUrl,
    apiPaths.ai.tts,
    { prompt: 'Security scan.', voice: 'alloy' },
    account.token,
  );
  await expectStatus(res, 200, 'voiceover');
  const voiceover = SpeechAnswer.parse(await res.json()).success;
  return { ...account, historyId: voiceover.id, mediaUrl: voiceover.mp3_url };
}
