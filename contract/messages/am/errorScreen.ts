import type { Widen } from '../../catalog';

export const errorScreenMessages: Widen<typeof import('../errorScreen').errorScreenMessages> = {
  title: 'ችግር ተፈጥሯል',
  body: 'ይቅርታ፣ ችግር ተፈጥሯል። እባክዎ ገጹን እንደገና ይጫኑ።',
  refresh: 'ገጹን እንደገና ይጫኑ',
};
