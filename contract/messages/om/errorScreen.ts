import type { Widen } from '../../catalog';

export const errorScreenMessages: Widen<typeof import('../errorScreen').errorScreenMessages> = {
  title: 'Rakkoon uumameera',
  body: "Dhiifama, rakkoon uumameera. Maaloo fuula kana irra deebi'aa banaa.",
  refresh: "Fuula irra deebi'aa banaa",
};
