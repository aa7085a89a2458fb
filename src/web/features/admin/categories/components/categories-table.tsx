import { useEffect, useRef, useState } from 'react';
import { CATEGORY_MESSAGES } from '../../../../../domain/admin/categories.messages';
import type {
  AdminCategory,
  CategoryMoveDirection,
} from '../../../../../domain/admin/categories.schema';
import { focusOnMount } from '../../../../lib/focus-on-mount';

type RowButton = CategoryMoveDirection | 'delete';
const buttonKey = (id: number, button: RowButton) => `${id}:${button}`;

/**
 * The categories in the shop's order. Each row moves up or down with real buttons (the first
 * cannot go up, the last cannot go down); after a move the focus stays on the moved category's
 * button, or its other one once it reached an end, so a keyboard user can keep moving it.
 * Deleting asks for a confirmation in the row itself; cancelled or refused, the focus goes back
 * to the row's delete button.
 */
export function CategoriesTable({
  categories,
  onMove,
  onEdit,
  onDelete,
  editButtonRef,
}: {
  categories: readonly AdminCategory[];
  /** Resolves to the category's new index, or null when the move failed. */
  onMove: (category: AdminCategory, direction: CategoryMoveDirection) => Promise<number | null>;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => Promise<void>;
  /** Receives each row's edit button, to give the focus back after editing. */
  editButtonRef: (id: number, button: HTMLButtonElement | null) => void;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** Where the focus goes once the table shows the category at `index` (after a move). */
  const focusRequest = useRef<{ id: number; button: RowButton; index?: number } | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    // A moved row is put back into the document when the new order renders, which takes the
    // focus from it: focus only once that render is done.
    if (request.index !== undefined && categories[request.index]?.id !== request.id) return;
    focusRequest.current = null;
    const { id, button } = request;
    const wanted = buttons.current.get(buttonKey(id, button));
    const other = button === 'up' ? 'down' : button === 'down' ? 'up' : null;
    const target =
      wanted && !wanted.disabled ? wanted : other && buttons.current.get(buttonKey(id, other));
    target?.focus();
  }, [focusTick, categories]);

  function requestFocus(request: { id: number; button: RowButton; index?: number }) {
    focusRequest.current = request;
    setFocusTick((tick) => tick + 1);
  }

  const keep = (id: number, button: RowButton) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(buttonKey(id, button), element);
    else buttons.current.delete(buttonKey(id, button));
  };

  async function move(category: AdminCategory, direction: CategoryMoveDirection) {
    const index = await onMove(category, direction);
    if (index !== null) requestFocus({ id: category.id, button: direction, index });
  }

  async function confirmDelete(category: AdminCategory) {
    setDeleting(category.id);
    try {
      await onDelete(category);
    } catch {
      // Refused (shown by the caller): the row stays, and so does the focus on it.
      requestFocus({ id: category.id, button: 'delete' });
    } finally {
      setDeleting(null);
      setConfirming(null);
    }
  }

  function cancelDelete(id: number) {
    setConfirming(null);
    requestFocus({ id, button: 'delete' });
  }

  const moveButton = (category: AdminCategory, index: number, direction: CategoryMoveDirection) => {
    const atEnd = direction === 'up' ? index === 0 : index === categories.length - 1;
    return (
      <button
        type="button"
        className="admin-button admin-button--small"
        ref={keep(category.id, direction)}
        disabled={atEnd}
        aria-label={
          direction === 'up'
            ? CATEGORY_MESSAGES.moveUp(category.name)
            : CATEGORY_MESSAGES.moveDown(category.name)
        }
        onClick={() => void move(category, direction)}
      >
        <span aria-hidden="true">{direction === 'up' ? '↑ ' : '↓ '}</span>
        {direction === 'up' ? CATEGORY_MESSAGES.moveUpShort : CATEGORY_MESSAGES.moveDownShort}
      </button>
    );
  };

  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>{CATEGORY_MESSAGES.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="admin-num">
              {CATEGORY_MESSAGES.columns.position}
            </th>
            <th scope="col">{CATEGORY_MESSAGES.columns.name}</th>
            <th scope="col">{CATEGORY_MESSAGES.columns.slug}</th>
            <th scope="col">{CATEGORY_MESSAGES.columns.description}</th>
            <th scope="col" className="admin-num">
              {CATEGORY_MESSAGES.columns.products}
            </th>
            <th scope="col">{CATEGORY_MESSAGES.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={category.id}>
              <td className="admin-num">{index + 1}</td>
              <th scope="row">{category.name}</th>
              <td>
                <code>/products/{category.slug}</code>
              </td>
              <td className="admin-category-description">{category.description}</td>
              <td className="admin-num">{category.productCount}</td>
              <td>
                {confirming === category.id ? (
                  <div
                    className="admin-row-actions"
                    role="group"
                    aria-label={CATEGORY_MESSAGES.confirmDelete(category.name)}
                  >
                    <span>{CATEGORY_MESSAGES.confirmDelete(category.name)}</span>
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--danger"
                      aria-disabled={deleting === category.id}
                      onClick={() => {
                        if (deleting === null) void confirmDelete(category);
                      }}
                    >
                      {CATEGORY_MESSAGES.confirmDeleteYes}
                    </button>
                    <button
                      type="button"
                      className="admin-button admin-button--small"
                      ref={focusOnMount}
                      onClick={() => cancelDelete(category.id)}
                    >
                      {CATEGORY_MESSAGES.cancel}
                    </button>
                  </div>
                ) : (
                  <div className="admin-row-actions">
                    {moveButton(category, index, 'up')}
                    {moveButton(category, index, 'down')}
                    <button
                      type="button"
                      className="admin-button admin-button--small"
                      ref={(button) => editButtonRef(category.id, button)}
                      aria-label={CATEGORY_MESSAGES.edit(category.name)}
                      onClick={() => onEdit(category)}
                    >
                      {CATEGORY_MESSAGES.editShort}
                    </button>
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--danger"
                      ref={keep(category.id, 'delete')}
                      aria-label={CATEGORY_MESSAGES.delete(category.name)}
                      onClick={() => setConfirming(category.id)}
                    >
                      {CATEGORY_MESSAGES.deleteShort}
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
