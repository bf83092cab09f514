import { BLOG_CATEGORIES, BlogPostFormSchema, POST_TEXT_FIELDS, tagsFromText } from '../../../contract/content';
import type { BlogPostFormValues } from '../../../machines/adminForms';
import type { AdminPost } from '../../api/admin';
import { Badge } from '../../components/Badge';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/Field';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { CrudPage, TranslationFields } from '../crud';
import { blankTranslations, nestTranslations, translatedValues } from '../translatedValues';
import { type CrudActor, crudLogic, crudScreen, schemaValidator } from '../ui';

const t = adminCopy.blog;
const c = adminCopy.common;
const blank = {
  title: '',
  category: 'news',
  description: '',
  content: '',
  tags: '',
  image: '',
  author: '',
  featured: false,
  ...blankTranslations(POST_TEXT_FIELDS),
} satisfies BlogPostFormValues;
const categoryOptions = BLOG_CATEGORIES.map((value) => ({ value, label: t.categories[value] ?? value }));

/** The form keeps tags (in every language) as the typed text; the API gets them as a trimmed array without empties. */
const toBody = (values: Record<string, unknown>) => ({
  ...nestTranslations(values),
  tags: tagsFromText(String(values.tags ?? '')),
});
const blogLogic = crudLogic('blog-posts', { toBody });
const input = { validate: (values: Record<string, unknown>) => schemaValidator(BlogPostFormSchema)(toBody(values)) };

export function BlogView({ actor }: { actor: CrudActor<AdminPost> }) {
  return (
    <CrudPage<AdminPost, BlogPostFormValues>
      actor={actor}
      copy={t}
      blank={blank}
      itemName={(p) => p.title}
      editValues={(p) => ({
        title: p.title,
        category: p.category,
        description: p.description,
        content: p.content ?? '',
        tags: p.tags.join(', '),
        image: p.image ?? '',
        author: p.author,
        featured: p.featured,
        ...translatedValues(p.translations, POST_TEXT_FIELDS),
      })}
      columns={[
        { header: t.colTitle, strong: true, cell: (p) => p.title },
        { header: t.colCategory, cell: (p) => t.categories[p.category] ?? p.category },
        { header: t.colAuthor, cell: (p) => p.author },
        { header: t.colFeatured, cell: (p) => (p.featured ? <Badge tone="accent">{c.yes}</Badge> : c.no) },
      ]}
      fields={({ bind, values }) => (
        <>
          <TextField label={t.fieldTitle} required {...bind('title')} />
          <div className={s.formGrid}>
            <SelectField label={t.fieldCategory} required options={categoryOptions} {...bind('category')} />
            <TextField label={t.fieldAuthor} required {...bind('author')} />
          </div>
          <TextAreaField label={t.fieldDescription} required {...bind('description')} />
          <TextAreaField label={t.fieldContent} required hint={t.contentHint} rows={8} {...bind('content')} />
          <TextField label={t.fieldTags} hint={t.tagsHint} {...bind('tags')} />
          <TextField label={t.fieldImage} type="url" {...bind('image')} />
          <CheckboxField label={t.fieldFeatured} name="featured" defaultChecked={values.featured === true} />
          <TranslationFields bind={bind} fields={POST_TEXT_FIELDS} labels={t} />
        </>
      )}
    />
  );
}

export const BlogScreen = crudScreen(blogLogic, BlogView, input);
