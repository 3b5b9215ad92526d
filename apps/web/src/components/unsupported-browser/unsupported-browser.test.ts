// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
// The warning is a classic script in public/ so that it also runs where the app bundle cannot.
import script from '../../../public/unsupported-browser.js?raw';

function runWith(userAgent: string): HTMLElement | null {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  new Function(script)();
  return document.getElementById('unsupported-browser-warning');
}

afterEach(() => {
  document.body.innerHTML = '';
});

const agents = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  legacyEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
  firefox40: 'Mozilla/5.0 (Windows NT 6.1; rv:40.0) Gecko/20100101 Firefox/40.0',
  firefox41: 'Mozilla/5.0 (Windows NT 6.1; rv:41.0) Gecko/20100101 Firefox/41.0',
  chromiumEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

describe('unsupported browser warning', () => {
  it.each(['ie11', 'ie10', 'legacyEdge', 'firefox40'] as const)('shows a fixed warning in %s', (agent) => {
    const warning = runWith(agents[agent]);
    expect(warning?.getAttribute('role')).toBe('alert');
    expect(warning?.style.position).toBe('fixed');
    expect(warning?.textContent).toContain('Please use a modern browser');
  });

  it.each(['firefox41', 'chromiumEdge', 'chrome', 'safari'] as const)('stays away in %s', (agent) => {
    expect(runWith(agents[agent])).toBeNull();
  });
});
