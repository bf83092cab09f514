export const httpMessages = {
  requestFailed: (status: number) => `Request failed with status: ${status}`,
  timeout: 'Request timeout. Please try again.',
  network: 'Network error. Please check your connection.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Please send the request as JSON (Content-Type: application/json).',
  bodyTooLarge: 'The request is too large.',
  interrupted: 'The request was interrupted. Please try again.',
  validation: 'Please correct the highlighted fields.',
  notFound: 'Not found.',
  methodNotAllowed: (allowed: string) => `This address does not take that method. It takes ${allowed}.`,
  internal: 'Something went wrong on our side. Please try again.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
} as const;
