// The kit's toast viewport, in a chunk of the site's own (SiteToasts loads it): it brings framer-motion's
// renderer and the toast's code, which no page needs before its first toast. Top toasts start below the
// sticky header, so they never cover its controls.
import { theme, ToastViewport } from '@motion-kit/react';

export const siteToastViewport = <ToastViewport topOffset={theme.size.header} />;
