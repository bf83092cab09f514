import type { Widen } from '../../catalog';

export const blogMessages: Widen<typeof import('../blog').blogMessages> = {
  empty: 'በዚህ ምድብ ውስጥ ጽሑፍ አልተገኘም። እባክዎ ቆየት ብለው ይመልከቱ።',
};
