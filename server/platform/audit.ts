import { BUILT_IN_CREATOR } from '../../contract/roles';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type Actor = { id: string; name: string };

/** Records who did what to which item; every admin write calls this. */
export async function audit(
  db: Db,
  actor: Actor | null,
  action: string,
  entity: string,
  entityId: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? BUILT_IN_CREATOR,
    action,
    entity,
    entityId,
    details,
  });
}
