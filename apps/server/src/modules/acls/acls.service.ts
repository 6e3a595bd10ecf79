import { ACTIONS, MODELS, type Action, type Model, type PermissionRule } from '@despacho/shared';
import { rulesFor } from '@despacho/shared';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';

export interface Acls {
  can: Record<Model, Record<Action, boolean>>;
  rules: PermissionRule[];
}

/** GET acls: spec 1 §6's `data.can` per model (index = read) plus the raw rules for CASL. */
export function acls(ctx: ServiceContext): Acls {
  const actor = requireActor(ctx);
  const can = {} as Acls['can'];
  for (const model of MODELS) {
    const entry = {} as Record<Action, boolean>;
    for (const action of ACTIONS) {
      entry[action] = ctx.ability.can(action === 'index' ? 'read' : action, model);
    }
    can[model] = entry;
  }
  return { can, rules: rulesFor({ id: actor.id, user_type: actor.userType as never }) };
}
