import type { CustomerUser, InviteUser } from '@provender/contract';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { tokenLifetimesMs } from '../one-time-tokens/one-time-tokens.service.ts';
import { invitationMail } from './invitation-mail.ts';
import {
  checkShiptos,
  CustomerUserMessages,
  managerOf,
  toUser,
  type CustomerUsersDeps,
} from './customer-user-rules.ts';

/** Inviting a user: the row with no password, and the invitation's mail with its one-time link. */
export function userInviter(deps: CustomerUsersDeps) {
  const { repo, customers, oneTimeTokens, mail, brand, publicUrl, now } = deps;
  return async (ctx: CustomerContext, input: InviteUser): Promise<CustomerUser> => {
    const customerId = managerOf(ctx);
    const shiptoCodes = (await checkShiptos(customers, customerId, input.shiptoCodes)) ?? null;
    if (await repo.nameTaken(input.email)) {
      throw new AppError('CONFLICT', CustomerUserMessages.emailTaken, { errors: [CustomerUserMessages.emailTaken] });
    }
    const at = now();
    const row = await repo.insertInvited({
      customerId,
      email: input.email,
      name: input.name,
      role: input.role,
      shiptoCodes,
      now: at,
    });
    if (!row)
      throw new AppError('CONFLICT', CustomerUserMessages.emailTaken, { errors: [CustomerUserMessages.emailTaken] });
    const { token } = await oneTimeTokens.issue(row.id, 'invite_user', at);
    const link = `${publicUrl}/changepassword?t=${token}`;
    const [site, account] = await Promise.all([brand(), customers.account(customerId)]);
    const content = invitationMail(site, {
      name: input.name,
      invitedBy: ctx.user.name,
      customerName: account.row.name,
      link,
      days: tokenLifetimesMs.invite_user / 86_400_000,
    });
    mail.send({ kind: 'invite-user', to: input.email, link, ...content });
    return toUser(row);
  };
}
