export const errorScreenMessages = {
  title: 'Something went wrong',
  body: "We're sorry, but something went wrong. Please try refreshing the page.",
  refresh: 'Refresh Page',
} as const;
