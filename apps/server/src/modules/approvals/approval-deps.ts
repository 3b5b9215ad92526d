import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { CustomerUsersService } from '../customer-users/customer-users.service.ts';
import type { MailBrand } from '../mail/mail-layout.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ApprovalsRepository } from './approvals.repository.ts';

/** An order just placed as 'Awaiting Approval', for the approvers' mail. */
export interface HeldOrder {
  customerId: number;
  orderNumber: string;
  buyer: string;
  total: string;
  reason: string;
}

/** The notifications feature's preference check and mail layout (issue 35 item 3). */
export interface ApprovalMailing {
  wantsMail: (userId: number, kind: 'awaitingApproval' | 'orderApproved' | 'orderRejected') => Promise<boolean>;
  brand: () => Promise<MailBrand>;
}

/** What the approvals service is built from. */
export interface ApprovalsDeps {
  repo: ApprovalsRepository;
  checkout: Pick<CheckoutService, 'deliveryOnApproval'>;
  customerUsers: Pick<CustomerUsersService, 'approverAddresses'>;
  settings: SettingsService;
  mail: MailService;
  mailing: ApprovalMailing;
  publicUrl: string;
  now: () => Date;
}
