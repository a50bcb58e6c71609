import type { Market, Role } from '../../../../shared/roles';

/** What the router hands every screen: the role and its markets (spec section 6). */
export interface ScreenProps {
  role: Role;
  markets: readonly Market[];
}
