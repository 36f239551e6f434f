// Build-time configuration: the one source of truth for build type, feature flags and outbound URLs.

export type BuildType = 'free' | 'pro';

export interface FeatureFlags {
  isFree: boolean;
  isPro: boolean;
  enableProFeatures: boolean;
  enableProTemplates: boolean;
  enablePremiumComponents: boolean;
}

export interface BuildConfig extends FeatureFlags {
  buildType: BuildType;
  proWaitlistUrl: string;
  proDownloadUrl: string;
  sourceUrl: string;
  portfolioUrl: string;
  /** The origin the built site is served from: Getting Started's install line fetches the kit's tarballs from it. */
  siteUrl: string;
}

export type BuildEnv = Partial<Record<string, string | boolean | undefined>>;

export const DEFAULT_URLS = {
  VITE_PRO_WAITLIST_URL: 'https://motion-kit.dev/pro#waitlist',
  VITE_PRO_DOWNLOAD_URL: '#',
  VITE_SOURCE_URL: 'https://github.com/motion-kit/motion-kit',
  VITE_PORTFOLIO_URL: 'https://motion-kit.dev/studio',
} as const;

type UrlVariable = keyof typeof DEFAULT_URLS;

/** `npm start`'s address (scripts/serve.mjs: 127.0.0.1, PORT 4173): the site's origin unless VITE_SITE_URL names another. */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:4173';

export class BuildConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BuildConfigError';
  }
}

/** An outbound address may be http(s) or the '#' placeholder; anything else (javascript:, data:, relative) is refused. */
export function isSafeOutboundUrl(value: string): boolean {
  if (value === '#') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function readUrl(env: BuildEnv, name: UrlVariable): string {
  const raw = env[name];
  const value = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : DEFAULT_URLS[name];
  if (!isSafeOutboundUrl(value)) {
    throw new BuildConfigError(`${name} must be an http(s) address or '#', got "${value}".`);
  }
  return value;
}

/**
 * VITE_SITE_URL: an http(s) origin (scheme, host, port), without a path. The site's files live at its root,
 * so an address with a path would point the install line at tarballs that are not there.
 */
function readSiteUrl(env: BuildEnv): string {
  const raw = env.VITE_SITE_URL;
  const value = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : DEFAULT_SITE_URL;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below with the value.
  }
  // The written form has nothing after the host but an optional slash; the parsed one no user name.
  const isOrigin = url !== null && /^https?:\/\/[^/?#]+\/?$/i.test(value) && !url.username && !url.password;
  if (!url || !isOrigin) {
    throw new BuildConfigError(`VITE_SITE_URL must be the site's http(s) origin, such as https://motion-kit.dev, got "${value}".`);
  }
  return url.origin;
}

function readFlag(env: BuildEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === true || raw === 'true' || raw === '1') return true;
  if (raw === false || raw === 'false' || raw === '0') return false;
  throw new BuildConfigError(`${name} must be "true" or "false", got "${String(raw)}".`);
}

/** Reads and validates the VITE_* build environment. Throws BuildConfigError naming the bad variable. */
export function parseBuildConfig(env: BuildEnv): BuildConfig {
  const rawType = env.VITE_BUILD_TYPE;
  const buildType = rawType === undefined || rawType === '' ? 'free' : rawType;
  if (buildType !== 'free' && buildType !== 'pro') {
    throw new BuildConfigError(`VITE_BUILD_TYPE must be "free" or "pro", got "${String(buildType)}".`);
  }
  const isPro = buildType === 'pro';
  return {
    buildType,
    isFree: !isPro,
    isPro,
    enableProFeatures: readFlag(env, 'VITE_ENABLE_PRO_FEATURES', isPro),
    enableProTemplates: readFlag(env, 'VITE_ENABLE_PRO_TEMPLATES', isPro),
    enablePremiumComponents: readFlag(env, 'VITE_ENABLE_PREMIUM_COMPONENTS', isPro),
    proWaitlistUrl: readUrl(env, 'VITE_PRO_WAITLIST_URL'),
    proDownloadUrl: readUrl(env, 'VITE_PRO_DOWNLOAD_URL'),
    sourceUrl: readUrl(env, 'VITE_SOURCE_URL'),
    portfolioUrl: readUrl(env, 'VITE_PORTFOLIO_URL'),
    siteUrl: readSiteUrl(env),
  };
}

export interface ProCallToAction {
  label: 'Join Pro Waitlist' | 'Upgrade to Pro' | 'Download Template';
  href: string;
}

/**
 * The Pro call to action for a place on the site. Free build: 'Join Pro Waitlist' (header, footer,
 * waitlist buttons) or 'Upgrade to Pro' (upgrade cards), both to the waitlist page. Pro build:
 * 'Download Template' to the download address.
 */
export function proCallToAction(config: BuildConfig, kind: 'waitlist' | 'upgrade' = 'waitlist'): ProCallToAction {
  if (config.isPro) return { label: 'Download Template', href: config.proDownloadUrl };
  return { label: kind === 'upgrade' ? 'Upgrade to Pro' : 'Join Pro Waitlist', href: config.proWaitlistUrl };
}

/** Pro badges mark marketing content only, and only in the free build. */
export function showsProBadges(config: BuildConfig): boolean {
  return config.isFree;
}

/**
 * The configuration of this build. vite.config.ts parses and validates the VITE_* environment once
 * (a bad value fails the build) and inlines the result as `__BUILD_CONFIG__`, so pages get a constant
 * instead of shipping the parser; outside a Vite build (the config file itself) the defaults apply.
 */
export const buildConfig: BuildConfig = typeof __BUILD_CONFIG__ === 'undefined' ? parseBuildConfig({}) : __BUILD_CONFIG__;
