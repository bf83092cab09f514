// The envelope every /api answer uses (DESIGN.md "The API").
export type ApiSuccess<T> = { data: T };
export type ApiFailure = {
  error: string;
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
};
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
