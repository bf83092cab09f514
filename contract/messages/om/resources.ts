import type { Widen } from '../../catalog';

export const resourcesMessages: Widen<typeof import('../resources').resourcesMessages> = {
  empty: "Ramaddii kana keessatti qabeenyi odeeffannoo hin argamne. Maaloo yeroo biraa deebi'aa ilaalaa.",
};
