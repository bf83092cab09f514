export const resourcesMessages = { empty: 'No resources found in this category. Please check back later.' } as const;
