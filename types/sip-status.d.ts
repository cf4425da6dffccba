// sip-status: the reason phrases of SIP status codes (RFC 3261 and its extensions), by code.
declare module 'sip-status' {
  const reasons: Readonly<Record<number, string>>;
  export default reasons;
}
