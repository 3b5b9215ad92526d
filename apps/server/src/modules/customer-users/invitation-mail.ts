/** The invitation to a customer's colleague (issue 35), in the site's mail layout (mail/mail-layout.ts). */
import { brandedMail, type MailBrand, type MailContent } from '../mail/mail-layout.ts';

export function invitationMail(
  brand: MailBrand,
  p: { name: string; invitedBy: string; customerName: string; link: string; days: number },
): MailContent {
  return brandedMail(brand, `You are invited to order for ${p.customerName} at ${brand.company}`, {
    heading: `Hello ${p.name},`,
    paragraphs: [
      `${p.invitedBy} invited you to order for ${p.customerName} at ${brand.company}.`,
      'Choose a password to sign in with this e-mail address.',
    ],
    action: { label: 'Choose a password', href: p.link },
    footnote: `The link works once and expires in ${p.days} days. If you did not expect this, you can ignore this message.`,
  });
}
