import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Users table access. */
export function usersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    /** Inserts a user; returns undefined when the email is already taken. */
    async insertIfEmailFree(user: typeof users.$inferInsert) {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return row;
    },
    async updatePassword(tx: Db, userId: string, passwordHash: string, at: Date) {
      await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
    },
  };
}
