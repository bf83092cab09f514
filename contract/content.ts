import * as v from 'valibot';
import type { BlogPostSchema, ResourceSchema } from './answers';
import { say } from './say';
import { textFieldsOf, translationsInput } from './translations';
import { oneLine, optionalTranslation, optionalUrl, required, requiredText, requiredUrl } from './validators';

/** Admin blog categories and the public blog filter buttons (docs/product-rules.md, "Fixed lists"). */
export const BLOG_CATEGORIES = ['news', 'events', 'upcoming', 'stories', 'research'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export { BLOG_FILTERS, type BlogFilter, RESOURCE_FILTERS, type ResourceFilter } from './lists';

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

/** ?category= on the public lists (a slug; "all" or none is every category). */
export const CategoryQuerySchema = v.object({
  category: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(60, say('tooLong', 'category', 60)), v.regex(/^[a-z0-9-]*$/, say('categorySlug'))),
  ),
});

export const tagsFromText = (text: string): string[] =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);

/** A post's tags in one language: up to 20 short words or phrases. */
const optionalTags = () =>
  v.optional(
    v.pipe(v.array(v.pipe(v.string(), oneLine, v.trim(), v.nonEmpty(), v.maxLength(40))), v.maxLength(20, say('tooManyTags'))),
    [],
  );

/** A post's texts in the other languages, as the staff form checks them, in the order its dialog shows them. */
const postTexts = {
  title: optionalTranslation('title', 200),
  author: optionalTranslation('author', 120),
  description: optionalTranslation('description', 1000, 'lines'),
  content: optionalTranslation('content', 100_000, 'lines'),
  tags: optionalTags(),
};
export const POST_TEXT_FIELDS = textFieldsOf(postTexts);

/** A resource's texts in the other languages that its staff form has (its body is built in only). */
const resourceTexts = {
  title: optionalTranslation('title', 200),
  description: optionalTranslation('description', 2000, 'lines'),
};
export const RESOURCE_TEXT_FIELDS = textFieldsOf(resourceTexts);

export const BlogPostFormSchema = v.object({
  title: required('title', 200),
  description: requiredText('description', 1000),
  content: requiredText('content', 100_000),
  category: v.optional(v.picklist(BLOG_CATEGORIES, say('chooseCategory')), 'news'),
  tags: optionalTags(),
  image: optionalUrl('image'),
  author: required('author', 120),
  featured: v.optional(v.boolean(say('featuredBoolean')), false),
  ...translationsInput(postTexts),
});

export const ResourceFormSchema = v.object({
  title: required('title', 200),
  description: requiredText('description', 2000),
  category: v.optional(v.picklist(RESOURCE_ADMIN_CATEGORIES, say('chooseCategory')), 'research-papers'),
  type: v.optional(v.picklist(RESOURCE_ADMIN_TYPES, say('chooseType')), 'pdf'),
  downloadUrl: requiredUrl('downloadUrl'),
  image: optionalUrl('image'),
  ...translationsInput(resourceTexts),
});

/** A blog post and a resource as the API answers them (their schemas are in answers.ts). */
export type BlogPostAnswer = v.InferOutput<typeof BlogPostSchema>;
export type ResourceAnswer = v.InferOutput<typeof ResourceSchema>;
/** A blog post and a resource as the public pages show them: from the API, or built in. */
export type BlogPost = BlogPostAnswer;
export type Resource = ResourceAnswer;
