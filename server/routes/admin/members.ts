// Staff: members. One member with its history; its status is worked out from the dates for the app's clock.
import { Hono } from 'hono';
import type { AppEnv } from '../../deps';
import { notFound, ok, uuidParam } from '../../http';
import { serverMessages } from '../../messages/errors';
import { memberDetail } from '../../services/members';

export const adminMemberRoutes = () =>
  new Hono<AppEnv>().get('/:id', async (c) => {
    const id = uuidParam(c, 'id', serverMessages.things.member);
    const deps = c.get('deps');
    const member = await memberDetail(deps.database.db, id, deps.now());
    if (!member) throw notFound(serverMessages.notFound(serverMessages.things.member));
    return ok(c, member);
  });
