// The partner's script: no build, no React of its own. It mounts Switchboard's telephony area at /acme/voice
// (browser routing: the area's links keep that prefix) and its observability area beside it (memory routing).
(function () {
  'use strict';

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = function () {
        reject(new Error('Could not load ' + src));
      };
      document.head.appendChild(script);
    });
  }

  // One share scope for every Switchboard container on the page: one React, one router, one kit.
  var shareScope = {};
  function areaLifecycles(area) {
    return loadScript(area.remoteEntry)
      .then(function () {
        var container = window[area.container];
        return Promise.resolve(container.init(shareScope)).then(function () {
          return container.get('./spa');
        });
      })
      .then(function (factory) {
        return factory();
      });
  }

  // The partner's own pages: the areas live under /acme/voice, /acme/home is the partner's.
  var VOICE = '/acme/voice';
  function showPartnerPage() {
    var voice = location.pathname.indexOf(VOICE) === 0;
    document.getElementById('acme-voice').hidden = !voice;
    document.getElementById('acme-home').hidden = voice;
  }
  document.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[data-route]');
    if (!link) return;
    event.preventDefault();
    window.singleSpa.navigateToUrl(link.getAttribute('href'));
  });
  window.addEventListener('single-spa:before-routing-event', showPartnerPage);

  var status = document.getElementById('partner-status');
  window.singleSpa.addErrorHandler(function (error) {
    status.textContent = 'A Switchboard area failed: ' + (error && error.message);
  });

  Promise.all([
    fetch('/partner/config.json').then(function (r) {
      return r.json();
    }),
    // The partner's backend hands its page a credential (a JWT it obtained, or an account API key).
    fetch('/partner/session', { method: 'POST' }).then(function (r) {
      if (!r.ok) throw new Error('The partner backend has no Switchboard credential');
      return r.json();
    }),
  ])
    .then(function (results) {
      var config = results[0];
      var session = results[1];
      var common = {
        apiBaseUrl: config.apiBaseUrl,
        getToken: function () {
          return session.token;
        },
        accountSid: session.accountSid,
        serviceProviderSid: session.serviceProviderSid,
      };
      function inVoice(location) {
        return location.pathname.indexOf(VOICE) === 0;
      }
      window.singleSpa.registerApplication({
        name: 'telephony',
        app: function () {
          return areaLifecycles(config.areas.telephony);
        },
        activeWhen: inVoice,
        customProps: Object.assign({}, common, {
          basename: VOICE,
          domElement: document.getElementById('telephony-area'),
        }),
      });
      window.singleSpa.registerApplication({
        name: 'observability',
        app: function () {
          return areaLifecycles(config.areas.observability);
        },
        activeWhen: inVoice,
        customProps: Object.assign({}, common, {
          routing: 'memory',
          initialPath: '/internal/recent-calls',
          domElement: document.getElementById('observability-area'),
        }),
      });
      if (location.pathname === '/' || location.pathname === '/acme')
        history.replaceState(null, '', '/acme/home');
      showPartnerPage();
      window.singleSpa.start();
    })
    .catch(function (error) {
      status.textContent = error.message;
    });
})();
