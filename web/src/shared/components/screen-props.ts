import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import type { Market, Role } from '../../../../shared/roles';

/** What the router hands every screen: the role and its markets (spec section 6). */
export interface ScreenProps {
  role: Role;
  markets: readonly Market[];
  /** Who is signed in: a screen offers only what the server lets this user do (four-eyes). */
  username?: string;
}

/**
 * What the router hands a page with a layout of its own (spec section 2: the customer details' 'separate
 * second layout'): the screen's props and the signed-in user's menu for its own top bar.
 */
export interface OwnLayoutPageProps extends ScreenProps {
  userMenu: TopNavigationProps.Utility;
}
