import { createContext, useContext } from 'react';
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { createContextualCan } from '@casl/react';
import type { Action, PermissionRule, Subject } from '@despacho/shared';

export type AppAbility = MongoAbility<[Action, Subject]>;

/** The same rules object the server enforces (GET acls), as a CASL ability. */
export function buildAbility(rules: PermissionRule[] = []): AppAbility {
  return createMongoAbility<AppAbility>(rules as RawRuleOf<AppAbility>[]);
}

export const AbilityContext = createContext<AppAbility>(buildAbility());
export const Can = createContextualCan(AbilityContext.Consumer);

export const useAppAbility = () => useContext(AbilityContext);
