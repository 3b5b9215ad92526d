/* global document */
// ES5 on purpose: this has to run in the browsers the application bundle cannot run in.
(function () {
  var userAgent = navigator.userAgent;

  function majorVersion(pattern) {
    var match = pattern.exec(userAgent);
    return match ? parseInt(match[1], 10) : null;
  }

  // Chromium-based Edge says "Edg/"; only the legacy EdgeHTML browser says "Edge/".
  var legacyEdge = majorVersion(/Edge\/(\d+)/);
  var firefox = majorVersion(/Firefox\/(\d+)/);
  var unsupported =
    /MSIE |Trident\//.test(userAgent) || (legacyEdge !== null && legacyEdge < 79) || (firefox !== null && firefox < 41);
  if (!unsupported) return;

  function showWarning() {
    var bar = document.createElement('div');
    bar.id = 'unsupported-browser-warning';
    bar.setAttribute('role', 'alert');
    bar.style.cssText =
      'position:fixed;left:0;right:0;bottom:0;z-index:2000;padding:12px 16px;' +
      'background:#b71c1c;color:#fff;font:16px/1.4 Arial,sans-serif;text-align:center;';
    bar.appendChild(
      document.createTextNode(
        'This browser is not supported. Please use a modern browser such as Chrome, Edge, Firefox or Safari.',
      ),
    );
    document.body.appendChild(bar);
  }

  if (document.body) showWarning();
  else document.addEventListener('DOMContentLoaded', showWarning);
})();
