// Seeding the identity area's component tests through the API in memory: the seeders every area shares
// (@switchboard/api/testing) under the names these tests use. A fresh install already has the default service
// provider and account, the admin, the applications 'hello world' and 'dial time', and the default account's API key.
export {
  DEFAULT_ACCOUNT_SID as ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID as SP_SID,
  DIAL_TIME_APPLICATION_SID as DIAL_TIME_SID,
  HELLO_WORLD_APPLICATION_SID as HELLO_WORLD_SID,
  addAccount,
  addApplication,
  addCarrier,
  addNumber,
  addServiceProvider,
  addSpeechCredential,
  addTenant,
  addUser,
} from '@switchboard/api/testing';
