// The telephony area's rules (docs/product/telephony.md): carriers with their SIP and SMPP gateways, phone numbers (and
// their CSV), Microsoft Teams tenants, outbound call routing and SIP clients.
export * from './telephony-addresses';
export * from './telephony-carriers';
export * from './telephony-carrier-bodies';
export * from './telephony-numbers';
export * from './telephony-routing';
export * from './telephony-numbers-csv';
