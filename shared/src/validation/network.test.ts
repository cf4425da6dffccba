import {
  isDomainName,
  isIPv4,
  isIPv4Cidr,
  isValidSipRealm,
  portError,
  portSchema,
  privateNetworkCidrError,
} from '.';

describe('network rules', () => {
  it('IPv4 and CIDR', () => {
    expect(isIPv4('10.0.0.1')).toBe(true);
    expect(isIPv4('256.0.0.1')).toBe(false);
    expect(isIPv4('01.0.0.1')).toBe(false);
    expect(isIPv4('10.0.0')).toBe(false);
    expect(isIPv4Cidr('192.168.0.0/16')).toBe(true);
    expect(isIPv4Cidr('192.168.0.0/0')).toBe(true);
    expect(isIPv4Cidr('192.168.0.0/33')).toBe(false);
    expect(isIPv4Cidr('192.168.0.0/')).toBe(false);
    expect(isIPv4Cidr('192.168.0.0/8/8')).toBe(false);
  });

  it('private network CIDR list names the offending value', () => {
    expect(privateNetworkCidrError('')).toBeNull();
    expect(privateNetworkCidrError('10.0.0.0/8, 172.16.0.0/12,192.168.1.1')).toBeNull();
    expect(privateNetworkCidrError('10.0.0.0/8, 300.1.1.1/8')).toBe(
      'Invalid private network CIDR 300.1.1.1/8',
    );
    expect(privateNetworkCidrError('10.0.0.0/8,')).toBe('Invalid private network CIDR ');
    expect(privateNetworkCidrError('fe80::/10')).toBe('Invalid private network CIDR fe80::/10');
  });

  it('domain names and SIP realms', () => {
    expect(isDomainName('example.com')).toBe(true);
    expect(isDomainName('a-b.example.co.uk')).toBe(true);
    expect(isDomainName('localhost')).toBe(false);
    expect(isDomainName('localhost', 1)).toBe(true);
    expect(isDomainName('-bad.example.com')).toBe(false);
    expect(isDomainName('bad_label.example.com')).toBe(false);
    expect(isDomainName('1.2.3.4')).toBe(false);
    expect(isDomainName('sp ace.example.com')).toBe(false);
    expect(isValidSipRealm('sip.example.com')).toBe(true);
    expect(isValidSipRealm('example.com', 3)).toBe(false);
    expect(isValidSipRealm('acme.sip.example.com', 3)).toBe(true);
  });

  it('port at most 65535', () => {
    expect(portError('5060')).toBeNull();
    expect(portError('')).toBeNull();
    expect(portError(65535)).toBeNull();
    expect(portError('65536')).toBe('Port must be at most 65535');
    expect(portError('50a')).toMatch(/whole number/);
    expect(portSchema.safeParse(70000).success).toBe(false);
    expect(portSchema.safeParse(5061).success).toBe(true);
  });
});
