import type { PunchoutMessage } from '@provender/contract';

/**
 * Posts the punchout message as a hidden form to the buyer's postback address in the target
 * window (the top window: the storefront may run inside the procurement system's frame). One
 * hidden input per field; the browser's form encoding URL-encodes the values.
 */
export function postHiddenForm(message: PunchoutMessage, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = message.postbackUrl;
  form.target = message.target || '_top';
  form.acceptCharset = 'UTF-8';
  form.enctype = 'application/x-www-form-urlencoded';
  form.hidden = true;
  for (const field of message.body) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return form;
}
