import type { User } from '@provender/contract';
import { requireUser, type RequestContext } from '../../context.ts';

export function createUsersService() {
  return {
    current(ctx: RequestContext): User {
      const user = requireUser(ctx);
      return {
        username: user.username,
        name: user.name,
        email: user.email,
        isSalesperson: user.kind === 'salesperson',
        isAdmin: user.isAdmin,
        userType: ctx.userType,
        sessionType: ctx.sessionType,
      };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
