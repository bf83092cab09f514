export const blogMessages = { empty: 'No posts found in this category. Please check back later.' } as const;
