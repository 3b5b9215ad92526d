import { defaultThemeColors } from '@provender/contract';
import { formatClockTime, formatUsDate, isoWeekday, type DeliveryCutoff } from '@provender/rules';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const weekdayName = (date: string) => WEEKDAY_NAMES[isoWeekday(date) - 1] ?? '';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The link of the mail: count mode of the primary guide, or the order guides when the customer has no primary one. */
export function reminderLink(publicUrl: string, guideName: string | null): string {
  const base = publicUrl.replace(/\/+$/, '');
  return guideName
    ? `${base}/order-guide/count#${new URLSearchParams({ og: guideName }).toString()}`
    : `${base}/order-guide`;
}

/** "Remind me to order" (decision 503): the ship-to, its next delivery and its cut-off, and a link to count and order. */
export function orderReminderMail(p: {
  company: string;
  name: string;
  shiptoName: string;
  next: DeliveryCutoff;
  link: string;
  countMode: boolean;
}): { subject: string; text: string; html: string } {
  const { next } = p;
  const time = formatClockTime(next.cutoff.time);
  const lines = [
    `Hello ${p.name},`,
    `${p.shiptoName} has no order yet for the ${weekdayName(next.delivery)}, ${formatUsDate(next.delivery)} delivery.`,
    `Orders for it close at ${time} on ${weekdayName(next.cutoff.date)}, ${formatUsDate(next.cutoff.date)}.`,
  ];
  const label = p.countMode ? 'Count & Order' : 'Open order guides';
  const after = 'You receive this because "Remind me to order" is on in your Settings, where you can turn it off.';
  const color = defaultThemeColors.primaryColor;
  const html =
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px"><h2 style="color:${color};margin:0 0 16px">${escapeHtml(p.company)}</h2>` +
    lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l)}</p>`).join('') +
    `<p style="margin:24px 0"><a href="${escapeHtml(p.link)}" style="background:${color};color:#ffffff;padding:12px 20px;` +
    `border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0;font-size:13px;color:#555">${escapeHtml(after)}</p></div></body></html>`;
  return {
    subject: `Order by ${time} ${weekdayName(next.cutoff.date)} for ${weekdayName(next.delivery)}'s delivery`,
    text: `${lines.join('\n\n')}\n\n${label}:\n${p.link}\n\n${after}\n`,
    html,
  };
}
