import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ScanAccount } from './seed.ts';

// wapiti's levels (wapitiCore/language/vulnerability.py): 1 low, 2 medium, 3 high, 4 critical.
const mediumLevel = 2;

const Finding = z.object({
  level: z.coerce.number(),
  method: z.string(),
  path: z.string(),
  info: z.string(),
});
const Report = z.object({
  vulnerabilities: z.record(z.string(), z.array(Finding)),
  anomalies: z.record(z.string(), z.array(Finding)),
});

export interface WapitiResult {
  findings: { category: string; level: number; where: string; info: string }[];
  urls: number;
  seconds: number;
}

// Every default module except ssrf, whose check needs wapiti's endpoint on the internet, plus crlf,
// xxe and methods (xxe's out-of-band half needs that endpoint too; its in-band checks still run).
const modules =
  'blindsql,cookieflags,csp,exec,file,http_headers,permanentxss,redirect,sql,xss,crlf,xxe,methods';

/** Crawls the public pages and the GET API with Debian's wapiti and returns every finding. */
export async function runWapiti(
  baseUrl: string,
  account: ScanAccount,
  workDir: string,
): Promise<WapitiResult> {
  const reportPath = path.join(workDir, 'wapiti.json');
  const starts = ['/api/site', '/api/ai/engines', '/api/healthz', account.mediaUrl, '/sitemap.xml', '/login'];
  const args = [
    `--url=${baseUrl}/`,
    '--scope=folder',
    `--module=${modules}`,
    ...starts.flatMap((start) => ['--start', `${baseUrl}${start}`]),
    '--header',
    `Authorization: Bearer ${account.token}`,
    // wapiti asks for brotli, which Debian's python3 cannot decode: it would see no links at all.
    '--header',
    'Accept-Encoding: gzip, deflate',
    '--flush-session',
    `--store-session=${path.join(workDir, 'session')}`,
    `--store-config=${path.join(workDir, 'config')}`,
    '--max-scan-time=600',
    '--format=json',
    `--output=${reportPath}`,
    '--no-bugreport',
    '--verbose=0',
  ];
  const started = Date.now();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wapiti', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(text);
      else reject(new Error(`wapiti exited with ${String(code)}:\n${text.slice(-3000)}`));
    });
  });
  const report = Report.parse(JSON.parse(await readFile(reportPath, 'utf8')));
  const findings = [...Object.entries(report.vulnerabilities), ...Object.entries(report.anomalies)].flatMap(
    ([category, list]) =>
      list.map((finding) => ({
        category,
        level: finding.level,
        where: `${finding.method} ${finding.path}`,
        info: finding.info,
      })),
  );
  const urls = /(\d+) URLs? (?:and forms )?found/i.exec(output);
  return { findings, urls: Number(urls?.[1] ?? 0), seconds: Math.round((Date.now() - started) / 1000) };
}

/** Findings that fail the run: medium, high or critical. */
export const seriousFindings = (result: WapitiResult) =>
  result.findings.filter((f) => f.level >= mediumLevel);
