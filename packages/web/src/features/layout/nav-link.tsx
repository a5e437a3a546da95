import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * Links to product routes by path string. Later features register their routes; until then the
 * router shows the 404 page for a path it does not know, which is the truthful answer.
 */
export function NavLink(props: { to: string; search?: Record<string, string>; className?: string; children: ReactNode; onClick?: () => void }) {
  return (
    <Link to={props.to as '/'} search={props.search as never} className={props.className} onClick={props.onClick}>
      {props.children}
    </Link>
  );
}
