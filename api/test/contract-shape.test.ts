// The shape comparison the contract-sample tests rely on (contract-shape.ts): what counts as a difference.
import { shapeDiffs, type Json } from './contract-shape';

describe('the shape comparison itself', () => {
  test('a boolean where the recording has 0/1 is a difference', () => {
    expect(shapeDiffs({ is_active: 1 }, { is_active: true })).toEqual([
      '$.is_active: recorded number, ours boolean',
    ]);
  });
  test('a paged object where the recording has a bare array is a difference', () => {
    expect(shapeDiffs([{ a: 1 }], { total: 1, data: [] })).toEqual(['$: recorded array, ours object']);
  });
  test('renamed, missing and extra keys are differences; keys optional per row are not', () => {
    expect(shapeDiffs({ sid: 'x' }, { user_sid: 'x' })).toEqual(['$.sid: missing', '$.user_sid: extra']);
    const users: Json = [{ name: 'admin' }, { name: 'sp', service_provider_sid: 'x' }];
    expect(shapeDiffs(users, [{ name: 'a' }, { name: 'b', service_provider_sid: 'y' }])).toEqual([]);
    expect(shapeDiffs(users, [{ name: 'a', account_sid: 'z' }])).toEqual(['$[0].account_sid: extra']);
    expect(shapeDiffs(users, [{ service_provider_sid: 'y' }])).toEqual(['$[0].name: missing']);
  });
  test('nulls match any type; nested objects are compared', () => {
    expect(shapeDiffs({ a: null, b: { c: 'x' } }, { a: 3, b: { c: null } })).toEqual([]);
    expect(shapeDiffs({ b: { c: 'x' } }, { b: { c: 2 } })).toEqual(['$.b.c: recorded string, ours number']);
  });
});
