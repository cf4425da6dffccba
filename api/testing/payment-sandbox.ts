// The payment sandbox's catalogue (what `GET /Prices` answers in hosted mode without Stripe), for tests that compute
// with it: the billing area's rules tests take it as their input, its component tests name its prices.
export {
  CALL_SESSION_PRODUCT_SID,
  DEVICE_PRODUCT_SID,
  SANDBOX_CALL_SESSION_PRICE,
  SANDBOX_CATALOGUE,
  SANDBOX_DEVICE_PRICE,
} from '../src/dev/payment-sandbox/catalogue';
