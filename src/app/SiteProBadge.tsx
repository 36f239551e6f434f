// The site's Pro badge: the kit's ProBadge where the build's configuration shows Pro badges (the free
// build only). Every Pro badge on the site goes through here, so the config module decides them all.
import { ProBadge } from '@motion-kit/react';
import { buildConfig, showsProBadges, type BuildConfig } from '../lib/config';

export function SiteProBadge({ config = buildConfig, className }: { config?: BuildConfig; className?: string }) {
  return showsProBadges(config) ? <ProBadge className={className} /> : null;
}
