// Module Federation needs an async boundary before anything that uses shared modules. The runtime configuration
// is requested right away, in parallel with the first chunks (index.html also preloads it).
const configResponse = fetch('/config.json', { headers: { Accept: 'application/json' } });
// Failures are handled where the response is read (bootstrap): not an unhandled rejection here.
configResponse.catch(() => undefined);

void import('./bootstrap').then(({ boot }) => boot(configResponse));
