import type { AdminService } from '../modules/admin/admin.service.ts';
import type { InvoiceRefundReport } from '../modules/admin/invoice-refund.service.ts';

export const adminUsage = `Usage: npm run admin -- <command>
  --help, -h                       this help
  users [search]                   users with their balances (newest first, 50)
  balance <email>                  a user's balance and latest ledger rows
  grant <email> <credits> [note]   add pack credits (ledger reason 'admin')
  remove <email> <credits> [note]  take credits back, pack credits first (ledger reason 'admin')
  refund-invoice <invoice> [note]  refund an invoice in full (its number on the billing history) through
                                   its provider, then take its credits back (ledger reason 'refund')
  revoke-sessions <email>          log the user out everywhere
With the embedded database, stop the server first: one process at a time can open it.`;

/** `--help`, `-h` or `help` as the command: print the usage and exit 0. */
export const isHelpRequest = (args: string[]) => ['--help', '-h', 'help'].includes(args[0] ?? '');

type Print = (line: string, table?: unknown) => void;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const balanceText = ({ x, y }: { x: number; y: number }) => `${String(x)} pack + ${String(y)} plan`;

/** The operator's account of a refund: what went back, what was clawed back, what could not be. */
export function refundLines(report: InvoiceRefundReport): string[] {
  const { invoice, providerRefund } = report;
  const name = `Invoice #${String(invoice.id)} (${invoice.product}, ${dollars(invoice.revenueCents)}, ${report.email ?? 'deleted user'})`;
  const stripe = providerRefund
    ? `Stripe refund ${providerRefund.id}: ${dollars(providerRefund.amountCents)} (${providerRefund.status}).`
    : undefined;
  const balance = `Balance: ${balanceText(report.balance)}.`;
  if (report.alreadyRefunded) {
    return [`${name} was already refunded: nothing changed.`, stripe, balance].filter(
      (line) => line !== undefined,
    );
  }
  const kind = invoice.type === 'pack' ? 'pack' : 'plan';
  return [
    `${name}: refunded ${dollars(report.refundedCents)}.`,
    stripe ??
      (report.paidWith === 'test'
        ? 'Paid on the test checkout: no money to send back.'
        : 'Stripe had refunded the payment in full already.'),
    `Credits taken back: ${String(report.taken)} (${kind} credits first); shortfall (already spent): ${String(report.shortfall)}.`,
    balance,
    ...(invoice.type === 'subscription'
      ? ['The plan itself keeps running: cancel it separately if it should end.']
      : []),
  ];
}

/** Runs one admin command; returns false for an unknown command or missing arguments. */
export async function runAdminCommand(admin: AdminService, args: string[], print: Print): Promise<boolean> {
  const [command, email = '', amount = '', ...rest] = args;
  const note = rest.length ? rest.join(' ') : undefined;
  switch (command) {
    case 'users':
      print('Users', await admin.listUsers(email || undefined));
      return true;
    case 'balance': {
      if (!email) return false;
      const { user, balance, ledger } = await admin.account(email);
      print(`${user.email}: ${String(balance.x)} pack + ${String(balance.y)} plan credits`, ledger);
      return true;
    }
    case 'grant': {
      if (!email || !amount) return false;
      const balance = await admin.grant(email, Number(amount), note);
      print(`Granted ${amount} credits to ${email}. Balance: ${balanceText(balance)}.`);
      return true;
    }
    case 'remove': {
      if (!email || !amount) return false;
      const { taken, shortfall, balance } = await admin.remove(email, Number(amount), note);
      print(
        `Removed ${String(taken)} credits from ${email}${shortfall ? ` (${String(shortfall)} more were already spent)` : ''}. Balance: ${balanceText(balance)}.`,
      );
      return true;
    }
    case 'refund-invoice': {
      const [, invoice = '', ...words] = args;
      if (!invoice) return false;
      const report = await admin.refundInvoice(invoice, words.length ? words.join(' ') : undefined);
      for (const line of refundLines(report)) print(line);
      return true;
    }
    case 'revoke-sessions':
      if (!email) return false;
      await admin.revokeSessions(email);
      print(`Every session of ${email} is revoked.`);
      return true;
    default:
      return false;
  }
}
