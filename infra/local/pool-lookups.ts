import { type UserPoolService, UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';

/**
 * cognito-local's user pools, looking users up by name only among the users stored: its store reads a
 * name as a key of a plain object, so `constructor`, `toString` or `__proto__` read as a user (a function
 * of every object) where the deployed pool has nobody. Such a name is now any name nobody has, until a
 * user of that name is created.
 */
export class StoredUsersOnlyFactory extends UserPoolServiceFactoryImpl {
  override async create(...args: Parameters<UserPoolServiceFactoryImpl['create']>): Promise<UserPoolService> {
    const pool = await super.create(...args);
    const lookUp = pool.getUserByUsername.bind(pool);
    pool.getUserByUsername = async (ctx, username) => {
      const user = await lookUp(ctx, username);
      return isStoredUser(user) ? user : null;
    };
    return pool;
  }
}

function isStoredUser(value: unknown): value is NonNullable<Awaited<ReturnType<UserPoolService['getUserByUsername']>>> {
  return typeof value === 'object' && value !== null && typeof (value as { Username?: unknown }).Username === 'string';
}
