// The DOM test environment: jest-fixed-jsdom (jsdom with the platform's fetch and streams, which MSW needs) plus
// the Node globals the platform API needs when a component test runs it in memory (api/testing): Web Crypto
// (jose signs tokens with crypto.subtle; jsdom's has none), Node's typed arrays (jose checks a key with
// instanceof Uint8Array, and Node's TextEncoder makes Node's) and setImmediate (Fastify's inject).
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class PortalTestEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    // jsdom's window.crypto is a getter without subtle: define Node's in its place.
    Object.defineProperty(this.global, 'crypto', {
      value: globalThis.crypto,
      configurable: true,
      writable: true,
    });
    // Node's own typed arrays: TextEncoder (Node's) returns them and jose checks keys with instanceof.
    this.global.Uint8Array = Uint8Array;
    this.global.ArrayBuffer = ArrayBuffer;
    this.global.setImmediate = setImmediate;
    this.global.clearImmediate = clearImmediate;
  }
}

module.exports = PortalTestEnvironment;
