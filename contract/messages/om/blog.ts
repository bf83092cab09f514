import type { Widen } from '../../catalog';

export const blogMessages: Widen<typeof import('../blog').blogMessages> = {
  empty: "Ramaddii kana keessatti barreeffamni hin argamne. Maaloo yeroo biraa deebi'aa ilaalaa.",
};
