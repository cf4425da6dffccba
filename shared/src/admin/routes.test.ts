// A lazy page renders only once its chunk and everything it waits for (an area's texts) are there.
import { namedPage, page } from './routes';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const Page = () => null;
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('page', () => {
  it('gives the module’s default export once the texts are there', async () => {
    const texts = deferred();
    const route = page(async () => ({ default: Page }), texts.promise)();
    expect(await settled(route)).toBe(false);
    texts.resolve();
    expect((await route).Component).toBe(Page);
  });

  it('needs nothing else to wait for', async () => {
    const route = page(async () => ({ default: Page }))();
    expect((await route).Component).toBe(Page);
  });
});

describe('namedPage', () => {
  it('gives the component the loader picks, once the texts are there', async () => {
    const texts = deferred();
    const route = namedPage(async () => Page, texts.promise)();
    expect(await settled(route)).toBe(false);
    texts.resolve();
    expect((await route).Component).toBe(Page);
  });
});
