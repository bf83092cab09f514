import type { Widen } from '../../catalog';

export const errorScreenMessages: Widen<typeof import('../errorScreen').errorScreenMessages> = {
  title: 'ችግር ተፈጥሯል',
  body: 'ይቅርታ፣ ችግር ተፈጥሯል። እባክዎ ገጹን እንደገና ይክፈቱ።',
  refresh: 'ገጹን እንደገና ይክፈቱ',
};
