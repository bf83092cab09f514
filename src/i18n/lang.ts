export const LANG = 'en' as const;
