import type { AdminService } from '../modules/admin/admin.service.ts';

export const adminUsage = `Usage: npm run admin -- <command>
  users [search]                   users with their balances (newest first, 50)
  balance <email>                  a user's balance and latest ledger rows
  grant <email> <credits> [note]   add pack credits (ledger reason 'admin')
  remove <email> <credits> [note]  take credits back, pack credits first (ledger reason 'admin')
  revoke-sessions <email>          log the user out everywhere
With the embedded database, stop the server first: it holds the database while it runs.`;

type Print = (line: string, table?: unknown) => void;

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
      print(
        `Granted ${amount} credits to ${email}. Balance: ${String(balance.x)} pack + ${String(balance.y)} plan.`,
      );
      return true;
    }
    case 'remove': {
      if (!email || !amount) return false;
      const { taken, shortfall, balance } = await admin.remove(email, Number(amount), note);
      print(
        `Removed ${String(taken)} credits from ${email}${shortfall ? ` (${String(shortfall)} more were already spent)` : ''}. Balance: ${String(balance.x)} pack + ${String(balance.y)} plan.`,
      );
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
