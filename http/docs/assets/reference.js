// The API reference pages (/docs/v2, /docs/v1): Scalar's bundle (a global `Scalar`) draws the
// page from the settings the server wrote into a JSON data block, which keeps every script of
// the page in a file (script-src 'self', no inline script).
/* global Scalar */
(function () {
  const settings = JSON.parse(document.getElementById('reference-settings').textContent);
  // "Try it" calls the service that served this page. The documents name their server '/',
  // which Scalar joins with each path into '//v2/…' (a path another host could answer).
  settings.servers = [{ url: window.location.origin, description: 'This service' }];
  Scalar.createApiReference('#reference', settings);
})();
