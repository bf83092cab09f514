// The fast path: everything the server does only to answer sooner, fenced in this folder. Nothing here decides what an
// answer is; the Hono routes do. Each part answers exactly as the plain code would, and each can be left out:
//
// - reply.ts: kept public content and the built site's files answered whole, before Hono is reached (FAST_PATH=0
//   in the environment turns it off: every request then goes through Hono);
// - memo.ts: a finished reply made once per kind of request and then only looked up;
// - logLine.ts: the request log line written as text instead of copied into a new object first;
// - statements.ts: the busiest SQL statements prepared once per PostgreSQL connection.
//
// Why it exists, what it may and may never answer, how it is kept equal to the full route and the figures measured:
// docs/decisions/007-fast-path.md. The equality of both paths is tests/server/fast-path.test.ts.
export { logLine } from './logLine';
export { memoized } from './memo';
export { createFastPath, type FastPath, type FastReply, fastMiddleware, withFastPath } from './reply';
export { statementNamer } from './statements';
