// The directory's machine with the real API, started on demand: this module (and xstate with it) loads when the visitor
// first changes the search, not with the members page's first view, whose first answer comes with the page's loader.
import { type Actor, createActor, fromPromise } from 'xstate';
import type { DirectorySearch } from '../../../contract/directory';
import { type DirectoryEvent, type DirectoryInput, type DirectoryMachine, directoryMachine } from '../../../machines/directory';
import { fetchDirectory } from '../../api/directory';

/** The machine with the real API; tests pass `directoryMachine.provide({...})` with fakes. */
export const directoryLogic = directoryMachine.provide({
  actors: { loadDirectory: fromPromise(({ input, signal }) => fetchDirectory(input, signal)) },
});

export type DirectoryActor = Actor<DirectoryMachine>;

/**
 * A running directory that starts from the page's first answer, reports each search the visitor makes, and has been
 * told, in order, what the visitor did before it loaded.
 */
export function startDirectory(
  logic: DirectoryMachine | undefined,
  input: DirectoryInput,
  before: readonly DirectoryEvent[],
  committed: (search: DirectorySearch) => void,
): DirectoryActor {
  const actor = createActor(logic ?? directoryLogic, { input });
  actor.on('search.committed', (event) => committed(event.search));
  actor.start();
  for (const event of before) actor.send(event);
  return actor;
}
