import { useEffect, useRef, useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../../domain/admin/admin.messages';
import { CATEGORY_MESSAGES } from '../../../../../domain/admin/categories.messages';
import type {
  AdminCategory,
  CategoryMoveDirection,
} from '../../../../../domain/admin/categories.schema';
import { LoadingStatus } from '../../../../components/ui/loading-status';
import { notify } from '../../../notifications/notifications.store';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { useMoveCategory } from '../api/move-category';
import { useUpdateCategory } from '../api/update-category';
import { adminFailureText } from '../../shared/admin-error';
import { CategoriesTable } from './categories-table';
import { CategoryForm, type CategoryFormValues } from './category-form';
import '../../../../styles/admin-categories-users.css';

/**
 * Issue "Admin" §3: add, rename, reorder and delete the shop's categories. Every change shows
 * its notification (spec §8) and is visible in the shop at once.
 */
export function AdminCategoriesView() {
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const moveMutation = useMoveCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const editName = useRef<HTMLInputElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (editing) editName.current?.focus();
  }, [editing]);

  function stopEditing(category: AdminCategory) {
    setEditing(null);
    // The row's edit button, still there, takes the focus back.
    requestAnimationFrame(() => editButtons.current.get(category.id)?.focus());
  }

  async function add(values: CategoryFormValues) {
    try {
      const category = await create.mutateAsync(values);
      notify(CATEGORY_MESSAGES.added(category.name), { kind: 'success' });
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
      throw error;
    }
  }

  async function save(current: AdminCategory, values: CategoryFormValues) {
    try {
      const category = await update.mutateAsync({ id: current.id, request: values });
      notify(CATEGORY_MESSAGES.updated(category.name), { kind: 'success' });
      stopEditing(category);
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
      throw error;
    }
  }

  async function move(category: AdminCategory, direction: CategoryMoveDirection) {
    try {
      const list = await moveMutation.mutateAsync({ id: category.id, direction });
      const index = list.findIndex((item) => item.id === category.id);
      notify(CATEGORY_MESSAGES.moved(category.name, index + 1, list.length), { kind: 'success' });
      return index;
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
      return null;
    }
  }

  async function deleteOne(category: AdminCategory) {
    try {
      await remove.mutateAsync(category.id);
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
      throw error;
    }
    notify(CATEGORY_MESSAGES.deleted(category.name), { kind: 'success' });
    if (editing?.id === category.id) setEditing(null);
    listHeading.current?.focus();
  }

  return (
    <>
      <p className="admin-muted">{CATEGORY_MESSAGES.intro}</p>
      <CategoryForm
        heading={CATEGORY_MESSAGES.addHeading}
        submitLabel={CATEGORY_MESSAGES.add}
        pendingLabel={CATEGORY_MESSAGES.adding}
        onSubmit={add}
        resetOnSuccess
      />
      {editing && (
        <CategoryForm
          key={editing.id}
          heading={CATEGORY_MESSAGES.editHeading(editing.name)}
          initial={{ name: editing.name, description: editing.description }}
          submitLabel={CATEGORY_MESSAGES.save}
          pendingLabel={CATEGORY_MESSAGES.saving}
          onSubmit={(values) => save(editing, values)}
          onCancel={() => stopEditing(editing)}
          nameRef={editName}
        />
      )}
      <section className="admin-card" aria-labelledby="admin-categories-list">
        <h2 id="admin-categories-list" ref={listHeading} tabIndex={-1}>
          {ADMIN_MESSAGES.nav.categories}
          {categories.data && ` (${categories.data.length})`}
        </h2>
        {categories.isPending ? (
          <LoadingStatus label={ADMIN_MESSAGES.loading} />
        ) : categories.isError ? (
          <div role="alert">
            <p className="admin-error">{adminFailureText(categories.error)}</p>
            <button
              type="button"
              className="admin-button"
              onClick={() => void categories.refetch()}
            >
              {ADMIN_MESSAGES.retry}
            </button>
          </div>
        ) : categories.data.length === 0 ? (
          <p>{CATEGORY_MESSAGES.empty}</p>
        ) : (
          <CategoriesTable
            categories={categories.data}
            onMove={move}
            onEdit={setEditing}
            onDelete={deleteOne}
            editButtonRef={(id, button) => {
              if (button) editButtons.current.set(id, button);
              else editButtons.current.delete(id);
            }}
          />
        )}
      </section>
    </>
  );
}
