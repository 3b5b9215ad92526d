/** The mails the storefront sends: plain text and HTML with the same content. */

import { defaultThemeColors } from '@provender/contract';
import { escapeHtml, type MailContent } from './mail-layout.ts';

export type { MailContent } from './mail-layout.ts';

/** The site's teal, as on the screens and the logo (decision 086): white text on it reaches 5.68:1. */
const brandColor = defaultThemeColors.primaryColor;

function layout(
  company: string,
  paragraphs: string[],
  action?: { label: string; href: string },
  footnote?: string,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" ` +
      `style="background:${brandColor};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">` +
      `${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">` +
      `If the button does not work, copy this address into your browser:<br>${escapeHtml(action.href)}</p>`
    : '';
  const note = footnote ? `<p style="margin:0;font-size:13px;color:#555">${escapeHtml(footnote)}</p>` : '';
  return (
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px"><h2 style="color:${brandColor};margin:0 0 16px">${escapeHtml(company)}</h2>` +
    `${body}${button}${note}</div></body></html>`
  );
}

export function verificationMail(p: { company: string; name: string; link: string; hours: number }): MailContent {
  const lines = [
    `Hello ${p.name},`,
    `Thank you for creating an account with ${p.company}. Please confirm your e-mail address to finish your registration.`,
  ];
  const after = `The link works once and expires in ${p.hours} hours. If you did not create this account, you can ignore this message.`;
  return {
    subject: `Verify your e-mail address for ${p.company}`,
    text: `${lines.join('\n\n')}\n\nVerify your e-mail address:\n${p.link}\n\n${after}\n`,
    html: layout(p.company, lines, { label: 'Verify e-mail address', href: p.link }, after),
  };
}

export function passwordResetMail(p: { company: string; name: string; link: string; minutes: number }): MailContent {
  const lines = [`Hello ${p.name},`, `Someone asked to reset the password of your ${p.company} account.`];
  const after =
    `The link works once and expires in ${p.minutes} minutes. ` +
    'If you did not ask for this, you can ignore this message; your password stays the same.';
  return {
    subject: `Reset your ${p.company} password`,
    text: `${lines.join('\n\n')}\n\nChoose a new password:\n${p.link}\n\n${after}\n`,
    html: layout(p.company, lines, { label: 'Choose a new password', href: p.link }, after),
  };
}

/** Sent instead of a second account, so sign-up does not reveal which addresses are registered. */
export function accountExistsMail(p: { company: string; name: string; signInLink: string }): MailContent {
  const lines = [
    `Hello ${p.name},`,
    `Someone tried to create a new ${p.company} account with this e-mail address, which already has one.`,
    'If it was you, sign in with this e-mail address. If you forgot your password, use the Forgot password link on the sign-in page.',
  ];
  return {
    subject: `You already have a ${p.company} account`,
    text: `${lines.join('\n\n')}\n\nSign in:\n${p.signInLink}\n`,
    html: layout(p.company, lines, { label: 'Sign in', href: p.signInLink }),
  };
}
