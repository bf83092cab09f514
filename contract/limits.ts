// Business constants and limits (docs/product-rules.md, "Numbers"), shared by browser, machines and server.
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long the contact form's confirmation shows before the form comes back empty (SPEC: 5 seconds). */
export const CONTACT_SUCCESS_MS = 5_000;
export const MESSAGE_PREVIEW_CHARS = 50;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const STORAGE_KEYS = { token: 'authToken', user: 'user' } as const;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** A staff blog post carries its body in English and Amharic (100,000 characters each; an Ethiopic letter is 3 bytes). */
export const POST_BODY_LIMIT_BYTES = 1024 * 1024;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
