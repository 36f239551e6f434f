// The kit's links through React Router (MotionKitProvider's `linkComponent`): client-side navigation, with
// the kit's `href` as the router's `to`.
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@motion-kit/react';

export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} {...rest} />;
});
