import type { SqlConnection } from '../../apps/server/src/db/client.ts';
import type { Traced } from './traced-services.ts';

// A table this large must never be read whole by a hot query; a sort or a scan reading this many
// rows more than it returns grows with the data.
const largeTable = 10_000;
const largeRead = 1_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** What one statement's EXPLAIN (ANALYZE, BUFFERS) says, and what in it grows with the data. */
export interface PlanSummary {
  statement: string;
  shape: string;
  rowsRead: number;
  rowsReturned: number;
  buffers: number;
  ms: number;
  problems: string[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
const total = (node: PlanNode, rows: number | undefined) => (rows ?? 0) * node['Actual Loops'];

/** The statement on one line without its column list: `select … from "generations" where …`. */
function shortStatement(sql: string): string {
  const line = sql.replace(/\s+/g, ' ').replace(/^select .*? from /i, 'select … from ');
  return line.length > 150 ? `${line.slice(0, 147)}…` : line;
}

function describe(node: PlanNode): string {
  const on = [node['Index Name'], node['Relation Name']].filter(Boolean).join(' on ');
  return on ? `${node['Node Type']} (${on})` : node['Node Type'];
}

async function tableRows(sql: SqlConnection, relation: string): Promise<number> {
  const { rows } = await sql.executeSql('select reltuples::bigint as n from pg_class where relname = $1', [
    relation,
  ]);
  return Number((rows[0] as { n: string } | undefined)?.n ?? 0);
}

/** Runs EXPLAIN (ANALYZE, BUFFERS) on a traced SELECT with its own values; writes are left alone. */
export async function explain(sql: SqlConnection, traced: Traced): Promise<PlanSummary | undefined> {
  if (!/^\s*select\b/i.test(traced.sql)) return undefined;
  const { rows } = await sql.executeSql(
    `explain (analyze, buffers, format json) ${traced.sql}`,
    traced.params,
  );
  const [top] = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] })['QUERY PLAN'];
  const all = nodes(top.Plan);
  const scans = all.filter((node) => node['Node Type'].includes('Scan'));
  const rowsRead = scans.reduce(
    (sum, node) =>
      sum +
      total(node, node['Actual Rows']) +
      total(node, node['Rows Removed by Filter']) +
      total(node, node['Rows Removed by Index Recheck']),
    0,
  );
  const rowsReturned = top.Plan['Actual Rows'];
  const problems: string[] = [];
  for (const node of scans.filter((scan) => scan['Node Type'] === 'Seq Scan')) {
    const relation = node['Relation Name'] ?? '?';
    const size = await tableRows(sql, relation);
    if (size > largeTable) problems.push(`Seq Scan on ${relation} (${size.toLocaleString('en')} rows)`);
  }
  for (const node of all.filter((sort) => sort['Node Type'] === 'Sort')) {
    const input = node.Plans?.[0];
    const sorted = input ? total(input, input['Actual Rows']) : 0;
    if (sorted > largeRead) problems.push(`sorts ${sorted.toLocaleString('en')} rows`);
  }
  if (rowsRead > Math.max(largeRead, 20 * rowsReturned)) {
    problems.push(`reads ${rowsRead.toLocaleString('en')} rows for ${String(rowsReturned)}`);
  }
  return {
    statement: shortStatement(traced.sql),
    shape: all.map(describe).join(' › '),
    rowsRead,
    rowsReturned,
    buffers: (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0),
    ms: top['Execution Time'],
    problems,
  };
}
