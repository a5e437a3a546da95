import { Link } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  search?: Record<string, string>;
}

/**
 * Links to product routes by path string. Later features register their routes; until then the
 * router shows the 404 page for a path it does not know, which is the truthful answer.
 * Forwards its ref and props so menus can compose it (`asChild`).
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(({ to, search, ...props }, ref) => (
  <Link ref={ref} to={to as '/'} search={search as never} {...props} />
));
NavLink.displayName = 'NavLink';
