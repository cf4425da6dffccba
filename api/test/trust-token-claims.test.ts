// A JWT signed with the server's key is still refused without `exp` (or `iat`), or when issued longer
// ago than the configured lifetime (docs/api/contract.md#tokens).
import { SignJWT } from 'jose';
import { createWorld, type World } from './helpers';
import { UserRepository, loginClaims } from '../src/areas/identity';

describe('token claims', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld({ jwtExpiresInMinutes: 10 });
  });
  afterAll(() => w.app.close());

  async function signed(shape: (jwt: SignJWT) => SignJWT): Promise<string> {
    const user = new UserRepository(w.app.ctx.store).find(w.users.sp)!;
    const jwt = new SignJWT({
      ...loginClaims(w.app.ctx.store, user),
      ver: user.token_version,
    }).setProtectedHeader({
      alg: 'HS256',
      typ: 'JWT',
    });
    return shape(jwt).sign(new TextEncoder().encode(w.app.ctx.options.jwtSecret));
  }

  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a token of the configured lifetime (the control)', async () => {
    const token = await signed((jwt) => jwt.setIssuedAt(now()).setExpirationTime(now() + 600));
    expect((await w.api('GET', '/v1/Accounts', token)).statusCode).toBe(200);
  });

  it('refuses a token without exp', async () => {
    const token = await signed((jwt) => jwt.setIssuedAt(now()));
    const res = await w.api('GET', '/v1/Accounts', token);
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('Unauthorized');
  });

  it('refuses a token without iat', async () => {
    const token = await signed((jwt) => jwt.setExpirationTime(now() + 600));
    expect((await w.api('GET', '/v1/Accounts', token)).statusCode).toBe(401);
  });

  it('refuses a token issued longer ago than the lifetime, even with a later exp', async () => {
    const token = await signed((jwt) => jwt.setIssuedAt(now() - 11 * 60).setExpirationTime(now() + 3600));
    expect((await w.api('GET', '/v1/Accounts', token)).statusCode).toBe(401);
  });
});
