import { page } from './routes';
import { withAccount } from './paths';

describe('withAccount', () => {
  it('adds the account to a path, keeping its other parameters', () => {
    expect(withAccount('/internal/carriers', 'a1')).toBe('/internal/carriers?account_sid=a1');
    expect(withAccount('/internal/carriers?page=2', 'a1')).toBe('/internal/carriers?page=2&account_sid=a1');
    expect(withAccount('/internal/carriers?account_sid=old', 'a1')).toBe('/internal/carriers?account_sid=a1');
  });

  it('leaves the path alone without an account', () => {
    expect(withAccount('/internal/carriers', null)).toBe('/internal/carriers');
    expect(withAccount('/internal/carriers', undefined)).toBe('/internal/carriers');
  });
});

describe('page()', () => {
  it('makes a lazy route whose Component is the module’s default export', async () => {
    function CarriersPage() {
      return null;
    }
    const lazy = page(async () => ({ default: CarriersPage }));
    expect(typeof lazy).toBe('function');
    await expect((lazy as () => Promise<unknown>)()).resolves.toEqual({ Component: CarriersPage });
  });
});
