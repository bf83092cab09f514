import { RESOURCE_ADMIN_CATEGORIES, RESOURCE_ADMIN_TYPES, ResourceFormSchema } from '../../../contract/content';
import type { AdminResource } from '../../api/admin';
import { SelectField, TextAreaField, TextField } from '../../components/Field';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { CrudDeleteConfirm, CrudEditForm, CrudHead, CrudTable } from '../crud';
import { type CrudActor, schemaValidator, useCrud } from '../ui';

const t = adminCopy.resources;
const blank = { title: '', description: '', category: 'research-papers', type: 'pdf', downloadUrl: '', image: '' };
const categoryOptions = RESOURCE_ADMIN_CATEGORIES.map((value) => ({ value, label: t.categories[value] ?? value }));
const typeOptions = RESOURCE_ADMIN_TYPES.map((value) => ({ value, label: t.types[value] ?? value }));

export function ResourcesScreen() {
  // SPEC §7: create sends multipart form data, update a plain payload.
  const actor = useCrud('resources', { validate: schemaValidator(ResourceFormSchema), createAsForm: true });
  return <ResourcesView actor={actor} />;
}

export function ResourcesView({ actor }: { actor: CrudActor }) {
  return (
    <>
      <CrudHead actor={actor} title={t.title} add={{ label: t.add, blank }} />
      <CrudTable<AdminResource>
        actor={actor}
        label={t.title}
        empty={t.empty}
        itemName={(r) => r.title}
        editValues={(r) => ({
          title: r.title,
          description: r.description,
          category: r.category,
          type: r.type,
          downloadUrl: r.downloadUrl ?? r.readUrl ?? r.galleryUrl ?? '',
          image: r.image ?? '',
        })}
        columns={[
          { header: t.colTitle, strong: true, cell: (r) => r.title },
          { header: t.colCategory, cell: (r) => t.categories[r.category] ?? r.category },
          { header: t.colType, cell: (r) => t.types[r.type] ?? r.type },
        ]}
      />
      <CrudEditForm actor={actor} createTitle={t.createTitle} editTitle={t.editTitle}>
        {({ bind }) => (
          <>
            <TextField label={t.fieldTitle} required {...bind('title')} />
            <TextAreaField label={t.fieldDescription} required {...bind('description')} />
            <div className={s.formGrid}>
              <SelectField label={t.fieldCategory} required options={categoryOptions} {...bind('category')} />
              <SelectField label={t.fieldType} required options={typeOptions} {...bind('type')} />
            </div>
            <TextField label={t.fieldDownloadUrl} type="url" required {...bind('downloadUrl')} />
            <TextField label={t.fieldImage} type="url" {...bind('image')} />
          </>
        )}
      </CrudEditForm>
      <CrudDeleteConfirm<AdminResource> actor={actor} title={t.deleteTitle} question={t.deleteConfirm} detail={(r) => r?.title} />
    </>
  );
}
