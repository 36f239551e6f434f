import { describe, expect, it } from 'vitest';
import { BuildConfigError, DEFAULT_SITE_URL, DEFAULT_URLS, isSafeOutboundUrl, parseBuildConfig, proCallToAction, showsProBadges } from './config';

describe('parseBuildConfig', () => {
  it('defaults to the free build with the default addresses', () => {
    const config = parseBuildConfig({});
    expect(config).toMatchObject({ buildType: 'free', isFree: true, isPro: false, enableProFeatures: false });
    expect(config.proDownloadUrl).toBe('#');
    expect(config.proWaitlistUrl).toBe(DEFAULT_URLS.VITE_PRO_WAITLIST_URL);
  });

  it('turns the pro flags on in the pro build', () => {
    const config = parseBuildConfig({ VITE_BUILD_TYPE: 'pro', VITE_PRO_DOWNLOAD_URL: 'https://shop.example.com/template.zip' });
    expect(config).toMatchObject({ isPro: true, isFree: false, enableProFeatures: true, enableProTemplates: true, enablePremiumComponents: true });
    expect(config.proDownloadUrl).toBe('https://shop.example.com/template.zip');
  });

  it('lets a flag be switched explicitly', () => {
    expect(parseBuildConfig({ VITE_ENABLE_PRO_FEATURES: 'true' }).enableProFeatures).toBe(true);
    expect(() => parseBuildConfig({ VITE_ENABLE_PRO_FEATURES: 'yes' })).toThrow('VITE_ENABLE_PRO_FEATURES must be "true" or "false"');
  });

  it('refuses an unknown build type, naming the variable', () => {
    expect(() => parseBuildConfig({ VITE_BUILD_TYPE: 'enterprise' })).toThrow(BuildConfigError);
    expect(() => parseBuildConfig({ VITE_BUILD_TYPE: 'enterprise' })).toThrow('VITE_BUILD_TYPE');
  });

  it.each([
    ['VITE_PRO_WAITLIST_URL', 'javascript:alert(1)'],
    ['VITE_PRO_DOWNLOAD_URL', 'data:text/html,hi'],
    ['VITE_SOURCE_URL', '/relative/path'],
    ['VITE_PORTFOLIO_URL', 'ftp://example.com'],
  ])('fails on an unsafe %s and names it', (name, value) => {
    expect(() => parseBuildConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be an http\\(s\\) address or '#'`));
  });

  it("takes the site's origin from VITE_SITE_URL, npm start's address by default", () => {
    expect(DEFAULT_SITE_URL).toBe('http://127.0.0.1:4173');
    expect(parseBuildConfig({}).siteUrl).toBe(DEFAULT_SITE_URL);
    expect(parseBuildConfig({ VITE_SITE_URL: ' https://Motion-Kit.dev/ ' }).siteUrl).toBe('https://motion-kit.dev');
    expect(parseBuildConfig({ VITE_SITE_URL: 'http://127.0.0.1:4333' }).siteUrl).toBe('http://127.0.0.1:4333');
  });

  it.each(['https://example.com/docs', 'https://example.com/?x=1', 'https://example.com/#top', 'https://user:pw@example.com', 'ftp://example.com', 'example.com', '#'])(
    'refuses a site URL that is not an http(s) origin: %s',
    (value) => {
      expect(() => parseBuildConfig({ VITE_SITE_URL: value })).toThrow(/^VITE_SITE_URL must be the site's http\(s\) origin/);
    },
  );
});

describe('isSafeOutboundUrl', () => {
  it('accepts http, https and the # placeholder only', () => {
    expect(isSafeOutboundUrl('#')).toBe(true);
    expect(isSafeOutboundUrl('https://example.com')).toBe(true);
    expect(isSafeOutboundUrl('http://example.com')).toBe(true);
    expect(isSafeOutboundUrl('JavaScript:alert(1)')).toBe(false);
    expect(isSafeOutboundUrl('')).toBe(false);
  });
});

describe('proCallToAction', () => {
  const free = parseBuildConfig({});
  const pro = parseBuildConfig({ VITE_BUILD_TYPE: 'pro' });

  it("labels the free build 'Join Pro Waitlist' or 'Upgrade to Pro', both to the waitlist", () => {
    expect(proCallToAction(free, 'waitlist')).toEqual({ label: 'Join Pro Waitlist', href: free.proWaitlistUrl });
    expect(proCallToAction(free, 'upgrade')).toEqual({ label: 'Upgrade to Pro', href: free.proWaitlistUrl });
  });

  it("labels the pro build 'Download Template' to the download address (default '#')", () => {
    expect(proCallToAction(pro, 'waitlist')).toEqual({ label: 'Download Template', href: '#' });
    expect(proCallToAction(pro, 'upgrade')).toEqual({ label: 'Download Template', href: '#' });
  });

  it('shows Pro badges only in the free build', () => {
    expect(showsProBadges(free)).toBe(true);
    expect(showsProBadges(pro)).toBe(false);
  });
});
