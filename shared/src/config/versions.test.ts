import { satisfiesRange, versionClashes } from './versions';

describe('satisfiesRange', () => {
  it.each([
    ['1.3.0', '^1.2.0', true],
    ['1.2.0', '^1.2.0', true],
    ['1.1.9', '^1.2.0', false],
    ['2.0.0', '^1.2.0', false],
    ['1.9.0', '^2.0.0', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['19.3.1', '^19.3.1', true],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['1.2.0', '1.2.0', true],
    ['1.2.1', '1.2.0', false],
    ['5.0.0', '*', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});

describe('versionClashes', () => {
  const provided = { '@switchboard/shared/ui': '1.3.0', react: '19.3.1' };
  it('names what a remote requires that the host provides outside its range', () => {
    const manifest = {
      shared: [
        { name: '@switchboard/shared/ui', requiredVersion: '^2.0.0', singleton: true },
        { name: 'react', requiredVersion: '^19.3.1', singleton: true },
        { name: 'wavesurfer.js', requiredVersion: '^7.0.0', singleton: false },
      ],
    };
    expect(versionClashes(manifest, provided)).toEqual([
      { name: '@switchboard/shared/ui', required: '^2.0.0', provided: '1.3.0' },
    ]);
  });

  it('an older compatible minor is no clash; a manifest without shared has none', () => {
    expect(
      versionClashes({ shared: [{ name: '@switchboard/shared/ui', requiredVersion: '^1.0.0' }] }, provided),
    ).toEqual([]);
    expect(versionClashes({}, provided)).toEqual([]);
  });
});
