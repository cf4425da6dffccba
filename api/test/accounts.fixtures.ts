// What the account API tests share (accounts*.test.ts): a Google service key file for a recording bucket.
export const googleKey = JSON.stringify({
  type: 'service_account',
  client_email: 'rec@project.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n',
});
