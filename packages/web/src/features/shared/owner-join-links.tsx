import { buttonClass } from '../../components/ui/button';
import { NavLink } from '../layout/nav-link';

/** The two ways to become an owner (SPEC §2), the restaurant first: on the home page and an owner's empty dashboard. */
export function OwnerJoinLinks({ restaurant, property }: { restaurant: string; property: string }) {
  return (
    <>
      <NavLink to="/onboarding/restaurant" className={buttonClass('primary')}>
        {restaurant}
      </NavLink>
      <NavLink to="/onboarding/property" className={buttonClass('outline')}>
        {property}
      </NavLink>
    </>
  );
}
