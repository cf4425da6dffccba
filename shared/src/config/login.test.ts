// The sign-in's `POST /login` (./login.ts) asks the portal's own server for the landing page's answers only when
// the API is on the page's origin, where that server is in front of it (scripts/lib/login-landing.cjs).
import { HttpResponse, http, setupTestServer, testRuntimeConfig } from '@switchboard/shared/testing';
import { requestLogin } from './login';

const landingAsked: (string | null)[] = [];
const answer = () => HttpResponse.json({ token: 't', user_sid: 'u', scope: 'admin', force_change: false });
setupTestServer(
  ...['http://api.elsewhere.test/v1/login', `${window.location.origin}/api/v1/login`].map((url) =>
    http.post(url, ({ request }) => {
      landingAsked.push(request.headers.get('X-Switchboard-Landing'));
      return answer();
    }),
  ),
);

beforeEach(() => landingAsked.splice(0));

it("asks for the landing page's answers of an API on the page's origin", async () => {
  testRuntimeConfig({ apiBaseUrl: `${window.location.origin}/api/v1` });
  await requestLogin('admin', 'secret');
  expect(landingAsked).toEqual(['1']);
});

it('not of an API on another origin', async () => {
  testRuntimeConfig({ apiBaseUrl: 'http://api.elsewhere.test/v1' });
  await requestLogin('admin', 'secret');
  expect(landingAsked).toEqual([null]);
});
