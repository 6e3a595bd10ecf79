import { subject } from '@casl/ability';
import type { AdminUser, UserType } from '@despacho/shared';
import { USER_TYPES } from '@despacho/shared';
import type { AppAbility } from '../../../app/ability';
import { ROUTES } from '../../../app/route-table';

/** The shared matrix's conditions on the target's role: may the viewer change this account? */
export const canTouch = (ability: AppAbility, user: Pick<AdminUser, 'user_type'>) =>
  ability.can('update', subject('User', { user_type: user.user_type }) as never);

/** The roles the viewer may give (new accounts, promotions), from the same matrix. */
export const assignableTypes = (ability: AppAbility): UserType[] =>
  USER_TYPES.filter((type) => ability.can('create', subject('User', { user_type: type }) as never));

/** Screens built by other issues appear as buttons only once their route exists. */
export const routeNamed = (name: string) => ROUTES.find((r) => r.name === name);
export const routeAt = (path: string) => ROUTES.find((r) => r.path === path);
