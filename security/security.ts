// npm run test:security: a production build on 127.0.0.1 with a throwaway database, attacked by
// Debian's sqlmap and wapiti, plus the security headers of every route class. Exits 1 on any finding.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductionServer } from '../scripts/production-server.ts';
import { checkSecurityHeaders } from './header-check.ts';
import { seedScanAccount } from './seed.ts';
import { runSqlmap, sqlmapTargets } from './sqlmap-scan.ts';
import { runWapiti, seriousFindings } from './wapiti-scan.ts';

const only = process.env.SECURITY_ONLY?.split(',');
const runs = (step: string) => !only || only.includes(step);
const failures: string[] = [];

const workDir = await mkdtemp(path.join(tmpdir(), 'penwise-security-'));
const server = await startProductionServer({
  // HSTS is only sent when the public address is https: claim it so the header check sees it.
  PUBLIC_URL: 'https://penwise.test',
  // A public address sells nothing without Stripe: the scan account buys its credits on the test checkout.
  PAYMENTS: 'test',
  // Each scan request carries a random X-Forwarded-For (sqlmap's xforwardedfor tamper), believed
  // because the scanner connects from 127.0.0.1, which stands in for the proxy.
  TRUST_PROXY: '127.0.0.1',
  // Short demo answers: a scan sends thousands of generation requests.
  AI_TEXT_MAX_TOKENS: '16',
  // sqlmap sends those requests one at a time: an unpaced demo writer answers in milliseconds.
  AI_DEMO_PACE: '0',
  LOG_LEVEL: 'error',
});
try {
  const account = await seedScanAccount(server.baseUrl);

  if (runs('headers')) {
    const headers = await checkSecurityHeaders(server.baseUrl, account, true);
    console.log(
      `headers: ${String(headers.checked)} route classes checked, ${String(headers.problems.length)} problems`,
    );
    for (const problem of headers.problems) console.log(`  ✗ ${problem}`);
    failures.push(...headers.problems.map((problem) => `headers: ${problem}`));
  }

  if (runs('sqlmap')) {
    for (const target of sqlmapTargets(account)) {
      const result = await runSqlmap(server.baseUrl, account, target, path.join(workDir, 'sqlmap'));
      const verdict = result.injectable
        ? 'INJECTABLE'
        : result.finished
          ? 'not injectable'
          : 'DID NOT FINISH';
      console.log(
        `sqlmap ${target.name} (${target.path}): ${verdict} in ${String(result.seconds)} s; tested ${result.tested.join(', ')}`,
      );
      if (result.injectable || !result.finished) failures.push(`sqlmap ${target.name}: ${verdict}`);
    }
  }

  if (runs('wapiti')) {
    const result = await runWapiti(server.baseUrl, account, workDir);
    console.log(`wapiti: ${String(result.findings.length)} findings in ${String(result.seconds)} s`);
    for (const finding of result.findings) {
      console.log(`  level ${String(finding.level)} ${finding.category}: ${finding.where} — ${finding.info}`);
    }
    failures.push(
      ...seriousFindings(result).map((f) => `wapiti ${f.category} (level ${String(f.level)}): ${f.where}`),
    );
  }
} finally {
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\ntest:security FAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\ntest:security passed: no injectable parameter, no medium or high finding, headers in place.');
