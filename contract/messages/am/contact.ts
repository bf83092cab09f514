import type { Widen } from '../../catalog';

export const contactMessages: Widen<typeof import('../contact').contactMessages> = {
  failed: 'መልእክትዎን በመላክ ላይ ችግር ተፈጥሯል። እባክዎ እንደገና ይሞክሩ።',
  success: 'መልእክትዎ በተሳካ ሁኔታ ተልኳል! በቅርቡ እናገኝዎታለን።',
};
