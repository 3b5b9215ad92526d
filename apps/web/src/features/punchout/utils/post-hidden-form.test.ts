// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postHiddenForm } from './post-hidden-form.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('postHiddenForm', () => {
  it('posts one hidden input per field to the postback address in the target window', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const xml = '<?xml version="1.0"?><cXML><BuyerCookie>a&amp;b</BuyerCookie></cXML>';
    const form = postHiddenForm({
      protocol: 'cxml',
      postbackUrl: 'https://buyer.example/punchout/return?sid=1',
      target: '_top',
      body: [{ name: 'cxml-urlencoded', value: xml }],
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form.isConnected).toBe(true);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://buyer.example/punchout/return?sid=1');
    expect(form.target).toBe('_top');
    expect(form.hidden).toBe(true);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.map((i) => [i.type, i.name, i.value])).toEqual([['hidden', 'cxml-urlencoded', xml]]);
  });

  it('keeps the OCI fields in order and defaults the target to the top window', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = postHiddenForm({
      protocol: 'oci',
      postbackUrl: 'https://srm.example.com/hook',
      target: '',
      body: [
        { name: 'NEW_ITEM-DESCRIPTION[1]', value: 'Chicken' },
        { name: 'NEW_ITEM-QUANTITY[1]', value: '2' },
        { name: '~OkCode', value: 'ADDI' },
      ],
    });
    expect(form.target).toBe('_top');
    expect([...new FormData(form).keys()]).toEqual(['NEW_ITEM-DESCRIPTION[1]', 'NEW_ITEM-QUANTITY[1]', '~OkCode']);
  });
});
