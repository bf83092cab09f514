import * as v from 'valibot';
import type { BlogPostSchema, ResourceSchema } from './answers';
import { fieldLabels as f, validationMessages as m } from './messages/validation';
import { optionalUrl, required, requiredUrl } from './validators';

/** Admin blog categories and the public blog filter buttons (docs/product-rules.md, "Fixed lists"). */
export const BLOG_CATEGORIES = ['news', 'events', 'upcoming', 'stories', 'research'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_FILTERS = ['all', 'events', 'news', 'upcoming', 'stories', 'resources'] as const;
export type BlogFilter = (typeof BLOG_FILTERS)[number];

/** Admin resource categories and types; the public library also has books. */
export const RESOURCE_ADMIN_CATEGORIES = [
  'research-papers',
  'farming-guides',
  'market-reports',
  'newsletters',
  'blog',
  'products',
  'partnerships',
  'gallery',
] as const;
export type ResourceAdminCategory = (typeof RESOURCE_ADMIN_CATEGORIES)[number];
/** Every resource type the site shows (built-in content also has books); staff choose from RESOURCE_ADMIN_TYPES. */
export const RESOURCE_TYPES = ['pdf', 'article', 'gallery', 'certificate', 'book'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_ADMIN_TYPES = ['pdf', 'article', 'gallery', 'certificate'] as const satisfies readonly ResourceType[];
/** Public filter buttons: the product's list plus the footer's research-papers and newsletters. */
export const RESOURCE_FILTERS = [
  'all',
  'business-resources',
  'books',
  'policy-documents',
  'industry-reports',
  'financial-resources',
  'farming-guides',
  'market-reports',
  'products',
  'partnerships',
  'training',
  'research-papers',
  'newsletters',
] as const;
export type ResourceFilter = (typeof RESOURCE_FILTERS)[number];

/** ?category= on the public lists (a slug; "all" or none is every category). */
export const CategoryQuerySchema = v.object({
  category: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, m.tooLong(f.category, 60)), v.regex(/^[a-z0-9-]*$/, m.categorySlug))),
});

export const tagsFromText = (text: string): string[] =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);

export const BlogPostFormSchema = v.object({
  title: required(f.title, 200),
  description: required(f.description, 1000),
  content: required(f.content, 100_000),
  category: v.optional(v.picklist(BLOG_CATEGORIES, m.chooseCategory), 'news'),
  tags: v.optional(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40))), v.maxLength(20, m.tooManyTags)), []),
  image: optionalUrl(f.image),
  author: required(f.author, 120),
  featured: v.optional(v.boolean(m.featuredBoolean), false),
});

export const ResourceFormSchema = v.object({
  title: required(f.title, 200),
  description: required(f.description, 2000),
  category: v.optional(v.picklist(RESOURCE_ADMIN_CATEGORIES, m.chooseCategory), 'research-papers'),
  type: v.optional(v.picklist(RESOURCE_ADMIN_TYPES, m.chooseType), 'pdf'),
  downloadUrl: requiredUrl(f.downloadUrl),
  image: optionalUrl(f.image),
});

/** A blog post and a resource as the public API returns them (their schemas are in answers.ts). */
export type BlogPost = v.InferOutput<typeof BlogPostSchema>;
export type Resource = v.InferOutput<typeof ResourceSchema>;
