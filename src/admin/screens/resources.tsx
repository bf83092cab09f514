import { RESOURCE_ADMIN_CATEGORIES, RESOURCE_ADMIN_TYPES, RESOURCE_TEXT_FIELDS, ResourceFormSchema } from '../../../contract/content';
import type { ResourceFormValues } from '../../../machines/adminForms';
import type { AdminResource } from '../../api/admin';
import { SelectField, TextAreaField, TextField } from '../../components/Field';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { CrudPage, TranslationFields } from '../crud';
import { blankTranslations, nestTranslations, translatedValues } from '../translatedValues';
import { type CrudActor, crudLogic, crudScreen, schemaValidator } from '../ui';

const t = adminCopy.resources;
const blank = {
  title: '',
  description: '',
  category: 'research-papers',
  type: 'pdf',
  downloadUrl: '',
  image: '',
  ...blankTranslations(RESOURCE_TEXT_FIELDS),
} satisfies ResourceFormValues;
const categoryOptions = RESOURCE_ADMIN_CATEGORIES.map((value) => ({ value, label: t.categories[value] ?? value }));
const typeOptions = RESOURCE_ADMIN_TYPES.map((value) => ({ value, label: t.types[value] ?? value }));
// Create sends multipart form data (each control by its name), update a plain payload.
const resourcesLogic = crudLogic('resources', { createAsForm: true, toBody: nestTranslations });
const input = { validate: (values: Record<string, unknown>) => schemaValidator(ResourceFormSchema)(nestTranslations(values)) };

export function ResourcesView({ actor }: { actor: CrudActor<AdminResource> }) {
  return (
    <CrudPage<AdminResource, ResourceFormValues>
      actor={actor}
      copy={t}
      blank={blank}
      itemName={(r) => r.title}
      editValues={(r) => ({
        title: r.title,
        description: r.description,
        category: r.category,
        type: r.type,
        downloadUrl: r.downloadUrl ?? r.readUrl ?? r.galleryUrl ?? '',
        image: r.image ?? '',
        ...translatedValues(r.translations, RESOURCE_TEXT_FIELDS),
      })}
      columns={[
        { header: t.colTitle, strong: true, cell: (r) => r.title },
        { header: t.colCategory, cell: (r) => t.categories[r.category] ?? r.category },
        { header: t.colType, cell: (r) => t.types[r.type] ?? r.type },
      ]}
      fields={({ bind }) => (
        <>
          <TextField label={t.fieldTitle} required {...bind('title')} />
          <TextAreaField label={t.fieldDescription} required {...bind('description')} />
          <div className={s.formGrid}>
            <SelectField label={t.fieldCategory} required options={categoryOptions} {...bind('category')} />
            <SelectField label={t.fieldType} required options={typeOptions} {...bind('type')} />
          </div>
          <TextField label={t.fieldDownloadUrl} type="url" required {...bind('downloadUrl')} />
          <TextField label={t.fieldImage} type="url" {...bind('image')} />
          <TranslationFields bind={bind} fields={RESOURCE_TEXT_FIELDS} labels={t} />
        </>
      )}
    />
  );
}

export const ResourcesScreen = crudScreen(resourcesLogic, ResourcesView, input);
