// The speech area (the portal's mfe-speech): speech credentials with their vendor tests, Google custom voices and
// the vendors' language and voice catalogues. Each vendor's client is one file behind a registry typed from the
// vendor field catalogue (vendors/); the protocols they speak are in protocols/. See ../README.md.

// Until the credential routes move into the area, they run the vendor tests and read the catalogues from here.
export { synthesizeTestPhrase, testSpeechCredential } from './credentials/vendor-test';
export { vendorCatalogue } from './catalogue/catalogue';
