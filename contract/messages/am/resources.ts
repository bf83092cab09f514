import type { Widen } from '../../catalog';

export const resourcesMessages: Widen<typeof import('../resources').resourcesMessages> = {
  empty: 'በዚህ ምድብ ውስጥ መርጃ አልተገኘም። እባክዎ ቆየት ብለው ይመልከቱ።',
};
